def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"cannot parse {s!r}") from e
try:
    parse("x1")
except RuntimeError as e:
    print(e, "|", type(e.__cause__).__name__, e.__cause__)
try:
    try:
        {}['a']
    except KeyError:
        raise ValueError("second")
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        {}['a']
    except KeyError:
        raise ValueError("third") from None
except ValueError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
import sys
try:
    raise IndexError("idx")
except IndexError:
    print(sys.exc_info()[0].__name__)
print(sys.exc_info())
