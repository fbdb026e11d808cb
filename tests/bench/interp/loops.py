# Integer arithmetic in for-range and while loops, comparisons.
def for_loop(n):
    s = 0
    for i in range(n):
        s += i * 3 % 7
        if s > 1000000:
            s -= 999999
    return s

def while_loop(n):
    i = 0
    acc = 0
    while i < n:
        acc = (acc + i) & 0xFFFF
        i += 1
    return acc

print(for_loop(3000000), while_loop(3000000))
