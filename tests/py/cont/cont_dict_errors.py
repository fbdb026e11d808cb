def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
d = {'a': 1}
check(lambda: d['b'])
check(lambda: d[('x', 1)])
check(lambda: d[1])
check(lambda: {}.popitem())
check(lambda: d.pop('zz'))
check(lambda: dict([1]))
check(lambda: dict([(1,)]))
check(lambda: dict([(1, 2, 3)]))
check(lambda: dict(1, 2))
check(lambda: dict(3))
check(lambda: d.update(1))
check(lambda: {[1]: 2})
check(lambda: d.get())
check(lambda: d.get(1, 2, 3))
check(lambda: d < d)
check(lambda: d | [])
check(lambda: hash(d))
check(lambda: d.keys(1))
check(lambda: {}.fromkeys())
check(lambda: {}.pop())
check(lambda: {'a': 1}.items()[0])
def deleted():
    del d['missing']
check(deleted)
