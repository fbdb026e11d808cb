n = None
for f in [lambda: len(5), lambda: 'a' * 'b', lambda: n(), lambda: {}[[]], lambda: iter(5), lambda: int(n)]:
    try:
        f()
    except TypeError as e:
        print(e)
