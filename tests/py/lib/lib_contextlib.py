from contextlib import contextmanager, nullcontext, suppress, ExitStack, redirect_stdout
@contextmanager
def tag(name):
    print("<" + name + ">")
    try:
        yield name.upper()
    finally:
        print("</" + name + ">")
with tag("b") as t:
    print("inside", t)
try:
    with tag("err"):
        raise ValueError("oops")
except ValueError as e:
    print("propagated", e)
@contextmanager
def swallow():
    try:
        yield
    except KeyError:
        print("swallowed")
with swallow():
    raise KeyError("k")
with nullcontext(5) as v:
    print(v)
with suppress(ZeroDivisionError):
    1 / 0
print("after suppress")
with ExitStack() as stack:
    for n in ["x", "y"]:
        stack.enter_context(tag(n))
    stack.callback(print, "callback")
    print("body")
class Buf:
    def __init__(self): self.data = []
    def write(self, s): self.data.append(s)
    def flush(self): pass
buf = Buf()
with redirect_stdout(buf):
    print("captured")
print(buf.data)
@tag("deco")
def work():
    print("working")
work()
