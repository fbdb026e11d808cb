def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([a(10) for a in make_adders()])
def late():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]
print(late())
def acc():
    total = 0
    def add(v):
        nonlocal total
        total += v
        return total
    return add
a = acc(); a(1); a(2); print(a(3))
def deep():
    x = 'outer'
    def l1():
        def l2():
            def l3():
                return x
            return l3()
        return l2()
    return l1()
print(deep())
def shadow():
    x = 1
    def inner():
        x = 2
        return x
    return inner(), x
print(shadow())
def unbound():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(e)
    y = 1
unbound()
