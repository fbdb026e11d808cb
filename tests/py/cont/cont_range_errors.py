def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
check(lambda: range(1, 2, 0))
check(lambda: range(1.5))
check(lambda: range())
check(lambda: range(1, 2, 3, 4))
check(lambda: range(5)[10])
check(lambda: range(5)[-6])
check(lambda: range(5).index(10))
check(lambda: range(5)['a'])
check(lambda: range('3'))
check(lambda: len(range(10 ** 20)))
check(lambda: range(10 ** 20)[10 ** 19])
check(lambda: range(10 ** 20)[-1])
check(lambda: 10 ** 19 in range(0, 10 ** 20, 2))
check(lambda: hash(range(3)) == hash(range(0, 3)))
