xs = [1, 2, 3]
def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
check(lambda: xs[3])
check(lambda: xs[-4])
check(lambda: [].pop())
check(lambda: xs.pop(10))
check(lambda: xs.remove(7))
check(lambda: xs.index(7))
check(lambda: xs['a'])
check(lambda: xs + (4,))
check(lambda: xs * 'a')
def setbad():
    xs[5] = 1
check(setbad)
def delbad():
    del xs[-9]
check(delbad)
def ext():
    xs[::2] = [1, 2, 3]
check(ext)
check(lambda: xs.insert(1))
check(lambda: xs.append())
check(lambda: xs.sort(1))
check(lambda: xs.sort(key=len, rev=True))
check(lambda: list(5))
check(lambda: xs.pop('a'))
check(lambda: hash(xs))
check(lambda: [1, 'a'] < ['a', 1])
check(lambda: xs[1.0])
