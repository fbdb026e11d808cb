def v(x):
    print('eval', x)
    return x
d = {v('k1'): v('v1'), v('k2'): v('v2')}
l = [v(1), v(2)]
f = lambda a, b: None
f(v('a'), b=v('b'))
print(v(1) + v(2) * v(3))
