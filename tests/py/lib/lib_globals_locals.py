x = 10
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
print(globals()["x"], "f" in globals())
def g():
    return sorted(vars().keys())
print(g())
def outer():
    v = 1
    def inner():
        return v + 1
    return inner()
print(outer())
