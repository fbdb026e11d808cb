"""types: names of the interpreter's built-in types, SimpleNamespace, new_class and its helpers."""
import sys as _sys


def _f():
    pass


FunctionType = type(_f)
LambdaType = FunctionType
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(__import__("sys"))
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)
GenericAlias = type(list[int])


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_co = _c()
CoroutineType = type(_co)
_co.close()
del _co


async def _ag():
    yield 1


AsyncGeneratorType = type(_ag())


def coroutine(func):
    """Mark a generator function as usable with await (its generators then
    run inside coroutines as `yield from` would)."""
    return func


CodeType = type(_f.__code__)
CellType = type((lambda x: lambda: x)(0).__closure__[0])
UnionType = type(int | str)
MethodWrapperType = type(object().__str__)
WrapperDescriptorType = type(object.__init__)
MethodDescriptorType = type(str.join)
GetSetDescriptorType = type(FunctionType.__dict__["__code__"]) if "__code__" in FunctionType.__dict__ else None


# Exceptions keep their traceback as a list of entries inside the engine;
# __traceback__ builds traceback objects (module _traceback names the type).
from _traceback import TracebackType
FrameType = type(_sys._getframe())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
MappingProxyType = type(_C.__dict__)

class _S:
    __slots__ = ("a",)


MemberDescriptorType = type(_S.__dict__["a"])
del _C, _S, _f, _g


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type):
            continue
        if not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def _calculate_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                        "subclass of the metaclasses of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass."""
    kwds = {} if kwds is None else dict(kwds)
    if "metaclass" in kwds:
        meta = kwds.pop("metaclass")
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, "__prepare__"):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns["__orig_bases__"] = bases
    return meta(name, resolved_bases, ns, **kwds)


def get_original_bases(cls, /):
    """Return the class's "original" bases prior to modification by `__mro_entries__`."""
    try:
        return cls.__dict__.get("__orig_bases__", cls.__bases__)
    except AttributeError:
        raise TypeError(f"Expected an instance of type, not {type(cls).__name__!r}") from None




class SimpleNamespace:
    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        self.__dict__.update(dict(mapping_or_iterable))
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ("{}={!r}".format(k, v) for k, v in self.__dict__.items())
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        return "{}({})".format(name, ", ".join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented
