total = 0
def add_global(n):
    global total
    total += n
def make_acc():
    acc = []
    count = 0
    def push(v):
        nonlocal count
        acc.append(v)
        count += 1
        add_global(v)
        return count
    return push, acc
push, acc = make_acc()
for v in (3, 4, 5):
    push(v)
print(total, acc)
def outer():
    val = 1
    def mid():
        nonlocal val
        val += 10
        def inner():
            nonlocal val
            val *= 2
            return val
        return inner()
    r = mid()
    return r, val
print(outer())
def shadow():
    total = 'local'
    def peek():
        return total
    return peek()
print(shadow(), total)
def gen_counter():
    n = 0
    def gen():
        nonlocal n
        while n < 3:
            n += 1
            yield n
    return list(gen()), n
print(gen_counter())
x = 'module'
def read_then_global():
    global x
    y = x
    x = 'changed'
    return y
print(read_then_global(), x)
