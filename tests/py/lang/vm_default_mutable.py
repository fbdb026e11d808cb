def f(x, acc=None):
    if acc is None: acc = []
    acc.append(x)
    return acc
print(f(1), f(2))
print(f.__defaults__)
