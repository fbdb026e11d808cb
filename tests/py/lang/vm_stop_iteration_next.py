it = iter([])
try:
    next(it)
except StopIteration as e:
    print('empty', repr(e))
