def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
check(lambda: sorted([1, 'a']))
check(lambda: sorted(['a', 1]))
check(lambda: sorted([1, 2, 'a', 3]))
check(lambda: sorted([3, None]))
check(lambda: sorted([1, 2], key=lambda x: 1 / (x - 1)))
check(lambda: sorted([{'a': 1}, {'b': 2}]))
check(lambda: sorted([(1, 'a'), (1, 2)]))
l = [3, 1, 2]
def bad(x):
    l.append(x)
    return x
check(lambda: l.sort(key=bad))
print(l)
check(lambda: sorted([1, 2, 3], reverse=None))
