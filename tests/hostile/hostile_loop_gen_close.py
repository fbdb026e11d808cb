def gen():
    try:
        while True:
            yield 1
    finally:
        while True:
            pass

g = gen()
next(g)
del g
print('unreachable?')
