s = 0
f = 0.0
p = 1
for i in range(1, 60):
    s += i ** 3
    f += 1.0 / i
    p *= i
print(s, f, p)
print(repr(f), f"{f:.15f}", f"{f:.3e}", round(f, 6), int(f * 1000))
fib = [0, 1]
for _ in range(150):
    fib.append(fib[-1] + fib[-2])
print(fib[-1], fib[100], len(str(fib[-1])), fib[-1] % 10 ** 9, fib[-1] // fib[-2])
print(fib[-1] / fib[-2], (1 + 5 ** 0.5) / 2)
