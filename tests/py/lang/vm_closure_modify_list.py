def f():
    acc = []
    def add(x): acc.append(x)
    for i in range(3): add(i)
    return acc
print(f())
