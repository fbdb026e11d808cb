def f():
    try:
        {}["a"]
    except KeyError as e:
        raise ValueError("converted") from e


try:
    f()
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__, repr(e.__context__))

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("during handling")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        raise TypeError("a")
    except TypeError:
        raise ValueError("b") from None
except ValueError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)

e = ValueError("n")
e.add_note("first note")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(3)
except TypeError as x:
    print("TypeError:", x)
try:
    e.__cause__ = 5
except TypeError as x:
    print("TypeError:", x)
print(e.with_traceback(None) is e, e.__traceback__)
