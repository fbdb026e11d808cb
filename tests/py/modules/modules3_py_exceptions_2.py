import torch
import torch.nn as nn

def check(name, fn):
    try:
        r = fn()
        print(f"{name}: ok {r!r}")
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {e}")
m = nn.Linear(2, 2)
check("missing attr", lambda: m.fc)
check("call with string", lambda: m("x"))
check("int(tensor 2 elems)", lambda: int(torch.ones(2)))
check("item on many", lambda: torch.ones(3).item())
check("bool ambiguity", lambda: bool(torch.ones(2)))
check("index out", lambda: [1, 2][5])
check("dict key", lambda: {"a": 1}["b"])
check("zero div", lambda: 1 / 0)
check("int parse", lambda: int("3.5"))
check("float parse", lambda: float("abc"))
check("unpack", lambda: (lambda a, b: a)(*[1, 2, 3]))
check("str + int", lambda: "a" + 1)
check("list.index", lambda: [1, 2].index(3))
check("getattr none", lambda: getattr(None, "x"))
check("tuple assign", lambda: (1, 2).__setitem__(0, 5))
check("max empty", lambda: max([]))
check("next empty", lambda: next(iter([])))
check("recursion", lambda: (lambda f: f(f))(lambda f: f(f)))
try:
    raise RuntimeError("outer") from KeyError("inner")
except RuntimeError as e:
    print(repr(e), repr(e.__cause__))
class CustomError(Exception):
    def __str__(self):
        return "custom str"
try:
    raise CustomError(1, 2)
except CustomError as e:
    print(e, e.args, repr(e))
try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("AssertionError", e)
e = ValueError("x")
print(str(e), repr(e), e.args, isinstance(e, Exception), ValueError.__mro__[1].__name__)
