def f():
    funcs = []
    for i in range(3):
        def g(i=i): return i
        funcs.append(g)
    return [h() for h in funcs]
print(f())
