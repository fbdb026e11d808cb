import sys


def load(path):
    try:
        return {"a": 1}[path]
    except KeyError as e:
        raise ValueError(f"bad path {path}") from e


try:
    load("b")
except ValueError as e:
    print(e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__)

try:
    try:
        int("x")
    except ValueError:
        raise TypeError("no context") from None
except TypeError as e:
    print(e.__context__ is not None, e.__suppress_context__, e.__cause__)

err = ValueError("with notes")
err.add_note("first note")
err.add_note("second note")
print(err.__notes__)
try:
    err.add_note(5)
except TypeError as e:
    print("TypeError", e)
try:
    raise err
except ValueError as e:
    print(str(e), e.args)

print(sys.exc_info())
try:
    raise KeyError("k")
except KeyError:
    print(sys.exc_info()[0].__name__, repr(sys.exc_info()[1]))


class MyError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code

    def __str__(self):
        return f"[{self.code}] {self.args[0]}"


try:
    raise MyError(404, "not found")
except MyError as e:
    print(e, repr(e), e.code)
print(repr(ValueError()), str(KeyError("k")), str(KeyError("k", 1)), repr(OSError(2, "No such file")))
print(str(OSError(2, "No such file", "f.txt")), StopIteration(5).value, repr(SystemExit(3).code))
print(issubclass(FileNotFoundError, OSError), ZeroDivisionError.__mro__)
sys.stderr.write("stderr line\n")
print("final", file=sys.stderr)
raise ValueError("outer") from KeyError("inner")
