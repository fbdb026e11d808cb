x = 1
del x
try:
    x
except NameError as e: print(e)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
l = [1, 2, 3]
del l[1]
print(l)
class O: pass
o = O(); o.v = 1
del o.v
print(hasattr(o, 'v'))
def f():
    y = 2
    del y
    try:
        return y
    except UnboundLocalError as e:
        return str(e)
print(f())
