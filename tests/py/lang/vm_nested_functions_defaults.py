def outer(x):
    def inner(y=x * 2):
        return y
    return inner
print(outer(3)(), outer(3)(1))
