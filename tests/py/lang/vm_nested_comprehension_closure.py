def f():
    n = 3
    return [[n * i + j for j in range(n)] for i in range(n)]
print(f())
