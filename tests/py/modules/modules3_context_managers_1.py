from contextlib import contextmanager, suppress, nullcontext, ExitStack, closing, redirect_stdout
import io


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")


with tag("a") as t:
    print("inside", t)
try:
    with tag("b"):
        raise KeyError("x")
except KeyError as e:
    print("KeyError", e)


@contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        print("swallowed")


with swallow():
    1 / 0
print("after")
with suppress(FileNotFoundError, KeyError):
    {}["missing"]
print("suppressed")
with nullcontext(5) as v:
    print("null", v)
with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("x", "y")]
    stack.callback(print, "callback ran")
    print(names)


class Resource:
    def __init__(self, n):
        self.n = n

    def __enter__(self):
        print("enter", self.n)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.n, et.__name__ if et else None)
        return False

    def close(self):
        print("closed", self.n)


with Resource(1) as r1, Resource(2) as r2:
    print("body", r1.n, r2.n)
try:
    with Resource(3):
        raise ValueError("v")
except ValueError:
    print("propagated")
with closing(Resource(4)):
    pass
buf = io.StringIO()
with redirect_stdout(buf):
    print("captured")
print(repr(buf.getvalue()))


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)
try:
    with 5:
        pass
except TypeError as e:
    print("TypeError", e)
