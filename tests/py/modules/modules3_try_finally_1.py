def f(x):
    try:
        if x == 0:
            raise ValueError("zero")
        result = 10 / x
    except ValueError as e:
        print("except", e)
        return "handled"
    else:
        print("else", result)
        return result
    finally:
        print("finally", x)


print(f(0), f(2))


def g():
    try:
        return "try"
    finally:
        print("cleanup before return")


print(g())


def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("finally", i)
    else:
        print("no break")
    return i


print(h())
try:
    try:
        raise KeyError("a")
    finally:
        print("inner finally")
except KeyError as e:
    print("outer caught", e)
try:
    raise TypeError("t")
except (ValueError, TypeError) as e:
    print(type(e).__name__, e)
try:
    raise ValueError
except Exception as e:
    print(repr(e), str(e) == "", e.args)
e_ref = None
try:
    1 / 0
except ZeroDivisionError as err:
    e_ref = err
print(type(e_ref).__name__)
try:
    print(err)
except NameError as e:
    print("NameError", e)
for i in range(3):
    try:
        assert i < 2, f"i too big: {i}"
        print("ok", i)
    except AssertionError as e:
        print("AssertionError", e)
try:
    raise
except RuntimeError as e:
    print("RuntimeError", e)
