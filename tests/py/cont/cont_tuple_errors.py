t = (1, 2, 3)
def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
check(lambda: t[3])
check(lambda: t[-4])
check(lambda: t.index(9))
check(lambda: t + [4])
check(lambda: t * 2.0)
def assign():
    t[0] = 5
check(assign)
def delete():
    del t[0]
check(delete)
check(lambda: hash((1, [2])))
check(lambda: t['a'])
check(lambda: tuple(5))
check(lambda: (1, 'a') < ('a', 1))
