def show(e):
    print(type(e).__name__, repr(e), str(e), e.args)


show(ValueError("bad value"))
show(ValueError())
show(ValueError(1, 2))
show(KeyError("k"))
show(KeyError())
show(KeyError(1, 2))
show(IndexError("list index out of range"))
show(Exception("a", "b"))
show(StopIteration(5))
print(StopIteration(5).value, StopIteration().value)
show(RuntimeError(None))
show(TypeError(["x"]))
try:
    raise ValueError("oops")
except ValueError as e:
    print("caught", e)
try:
    {}["missing"]
except KeyError as e:
    print("KeyError", e, repr(e), e.args)
try:
    [][3]
except IndexError as e:
    print("IndexError", e)
try:
    1 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    int("x")
except ValueError as e:
    print("ValueError", e)
try:
    ValueError(x=1)
except TypeError as e:
    print("TypeError", e)
e = Exception(1)
e.args = [3, 4]
print(e.args, str(e))
