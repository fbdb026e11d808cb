def f(kind):
    if kind == 1:
        raise ValueError
    if kind == 2:
        raise ValueError("with message")
    if kind == 3:
        raise TypeError("a", 1)
    if kind == 4:
        e = KeyError("stored")
        raise e
    if kind == 5:
        try:
            raise IndexError("inner")
        except IndexError:
            raise
    if kind == 6:
        raise NotImplementedError


for k in range(1, 7):
    try:
        f(k)
    except Exception as e:
        print(k, type(e).__name__, repr(e), str(e), e.args)
try:
    raise 5
except TypeError as e:
    print("TypeError:", e)
try:
    raise int
except TypeError as e:
    print("TypeError:", e)


class NotExc:
    pass


try:
    raise NotExc()
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        pass
    except 5:
        pass
    raise ValueError("x")
except ValueError as e:
    print("ok", e)
