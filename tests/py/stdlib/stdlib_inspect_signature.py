import inspect, functools

def f(a, b: int = 2, *args, c, d=4, **kw) -> int:
    """Add things.

        Indented more.
    Back.
    """
    return 1

def g(x, /, y, *, z=None):
    yield x

class Base:
    """Base doc."""
    def method(self, p, q=1):
        """Method doc."""
        return p

class Child(Base):
    def __init__(self, size, name="c", *, flag=False):
        self.size = size
    def method(self, p, q=1):
        return q

sig = inspect.signature(f)
print(sig, repr(sig))
print(sig.parameters)
for name, p in sig.parameters.items():
    print(name, p.kind, repr(p.kind), p.default is inspect.Parameter.empty, p.annotation, str(p), repr(p))
print(sig.return_annotation, inspect.signature(g), inspect.signature(Child), inspect.signature(Child(1).method))
print(inspect.signature(Base), inspect.signature(lambda x, y=3: 0), 'flag' in inspect.signature(Child).parameters)
ba = sig.bind(1, 2, 3, c=5, e=6)
print(ba, ba.args, ba.kwargs)
ba.apply_defaults(); print(ba)
for args, kw in [((), {}), ((1,), {}), ((1, 2), {"a": 3}), ((1,), {"c": 1, "zz": 2})]:
    try: print(inspect.signature(g).bind(*args, **kw))
    except TypeError as e: print("TypeError", e)
try: print(inspect.signature(lambda a: 0).bind(1, 2))
except TypeError as e: print("TypeError", e)
print(inspect.signature(f).bind_partial(1))
print(inspect.signature(functools.partial(f, 1, c=3)))
print(inspect.isfunction(f), inspect.isclass(Child), inspect.ismethod(Child(1).method), inspect.ismethod(Child.method))
print(inspect.isgeneratorfunction(g), inspect.isgeneratorfunction(f), inspect.isgenerator(g(1)), inspect.isbuiltin(len), inspect.isroutine(len), inspect.ismodule(inspect))
print(inspect.getdoc(f)); print(repr(inspect.getdoc(Child)), repr(inspect.getdoc(Child.method)), inspect.getdoc(Child(1).method))
print(inspect.cleandoc("   first\n      second\n    third\n\n"))
print([n for n, v in inspect.getmembers(Child, inspect.isfunction)])
print([n for n, v in inspect.getmembers(Child(3)) if not n.startswith("__")])
print(inspect.getsource(Child.method), end="")
print(inspect.getsource(Base), end="")
lines, start = inspect.getsourcelines(f); print(start, len(lines), lines[0], end="")
P = inspect.Parameter
s2 = inspect.Signature([P("x", P.POSITIONAL_ONLY), P("y", P.KEYWORD_ONLY, default=1.5, annotation=float)])
print(s2, s2.replace(return_annotation=list[int]))
try: inspect.Signature([P("x", P.KEYWORD_ONLY), P("y", P.POSITIONAL_OR_KEYWORD)])
except ValueError as e: print("ValueError", e)
try: P("1x", P.POSITIONAL_ONLY)
except ValueError as e: print("ValueError", e)
class CallMe:
    def __call__(self, u, v=2): pass
print(inspect.signature(CallMe()), inspect.getfullargspec(f))
try: inspect.signature(1)
except TypeError as e: print("TypeError", e)
