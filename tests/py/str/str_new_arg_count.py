# str() with too many arguments, and its other argument errors
for args, kwargs in [((1, 2, 3, 4), {}), ((1, 2, 3, 4, 5), {}), ((b"a", "utf-8", "strict"), {}),
                     ((), {"object": 5}), ((b"x",), {"encoding": "ascii"}), ((1,), {"bogus": 2}),
                     ((b"a", 1), {}), ((b"a", "utf-8", 1), {}), ((), {"errors": 2})]:
    try:
        print(repr(str(*args, **kwargs)))
    except TypeError as e:
        print("TypeError:", e)
