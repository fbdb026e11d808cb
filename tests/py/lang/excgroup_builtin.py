# ExceptionGroup / BaseExceptionGroup: construction, attributes, split/subgroup/derive

def show(f):
    try:
        r = f()
        print("ok", type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

eg = ExceptionGroup("eg", [ValueError(1), TypeError(2)])
print(type(eg).__name__, str(eg), repr(eg))
print(eg.message, eg.exceptions, eg.args)
print(str(ExceptionGroup("one", [KeyError("k")])))
print(ExceptionGroup.__mro__)
print(BaseExceptionGroup.__mro__)
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
b = BaseExceptionGroup("b", [ValueError(1)])
print(type(b).__name__, repr(b))
b2 = BaseExceptionGroup("b2", [KeyboardInterrupt(), ValueError(3)])
print(type(b2).__name__, str(b2), isinstance(b2, Exception))
show(lambda: ExceptionGroup("x", [KeyboardInterrupt()]))
show(lambda: ExceptionGroup(1, [ValueError()]))
show(lambda: ExceptionGroup("x", []))
show(lambda: ExceptionGroup("x", ValueError()))
show(lambda: ExceptionGroup("x", [ValueError(), 5]))
show(lambda: ExceptionGroup("x"))
show(lambda: ExceptionGroup("x", (ValueError(),), 3))
show(lambda: ExceptionGroup("x", (ValueError(),)))

nested = ExceptionGroup("top", [ValueError("a"), ExceptionGroup("inner", [TypeError("b"), ValueError("c")]), KeyError("d")])
m, r = nested.split(ValueError)
print(repr(m))
print(repr(r))
m, r = nested.split((TypeError, KeyError))
print(repr(m))
print(repr(r))
print(nested.split(OSError))
m, r = nested.split(Exception)
print(m is nested, r)
print(repr(nested.subgroup(TypeError)))
print(nested.subgroup(OSError))
print(nested.subgroup(ExceptionGroup) is nested)
print(repr(nested.subgroup(lambda e: isinstance(e, ValueError) and e.args == ("c",))))
m, r = nested.split(lambda e: not isinstance(e, ExceptionGroup) and str(e) == "'d'")
print(repr(m), repr(r))
show(lambda: nested.split(5))
show(lambda: nested.split((ValueError, 5)))
show(lambda: nested.subgroup(int))
d = nested.derive([ValueError("z")])
print(type(d).__name__, repr(d))
d = nested.derive([KeyboardInterrupt()])
print(type(d).__name__, repr(d))

nested.add_note("a note")
nested.__cause__ = RuntimeError("cause")
m, r = nested.split(ValueError)
print(m.__notes__, r.__notes__, repr(m.__cause__))
print(m.__notes__ is nested.__notes__)

class MyEG(ExceptionGroup):
    def derive(self, excs):
        return MyEG(self.message + "!", excs)

me = MyEG("mine", [ValueError(1), TypeError(2)])
print(type(me).__name__, repr(me), str(me))
m, r = me.split(ValueError)
print(type(m).__name__, repr(m), type(r).__name__, repr(r))

class Plain(BaseExceptionGroup):
    pass
p = Plain("p", [ValueError()])
print(type(p).__name__, repr(p))
class Ex(Exception): pass
class Bad(BaseExceptionGroup, Ex): pass
show(lambda: Bad("bad", [KeyboardInterrupt()]))
print(repr(Bad("ok", [ValueError()])))
big = ExceptionGroup("many", [ValueError(i) for i in range(20)])
print(str(big))
print(len(big.exceptions), big.exceptions[19])
print(ExceptionGroup[ValueError], BaseExceptionGroup[KeyboardInterrupt])
class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return ValueError("not a group")
show(lambda: BadDerive("bd", [ValueError(1), TypeError(2)]).split(ValueError))
