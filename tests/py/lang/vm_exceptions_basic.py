def risky(n):
    if n == 0:
        raise ValueError("zero")
    if n == 1:
        raise KeyError("one")
    return n
for n in range(3):
    try:
        print(risky(n))
    except ValueError as e:
        print("ValueError", e)
    except KeyError as e:
        print("KeyError", e, repr(e))
    else:
        print("no error")
    finally:
        print("finally", n)
try:
    raise TypeError("a", "b")
except (ValueError, TypeError) as e:
    print(type(e).__name__, e.args)
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise AppError(404, "not found")
except AppError as e:
    print(e.code, e, repr(e))
try:
    try:
        raise ValueError("x")
    finally:
        print("inner finally")
except ValueError:
    print("outer caught")
def f():
    try:
        return 1
    finally:
        return 2
print(f())
