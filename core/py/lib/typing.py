"""typing for nnscope: annotations only. Every special form can be
subscripted (List[int], Optional[Tensor], Dict[str, Any], Callable[[int], str])
and prints as CPython's typing does; nothing is checked at run time."""
import collections.abc as _cabc
from _collections import OrderedDict as _OrderedDict, defaultdict as _defaultdict, deque as _deque

TYPE_CHECKING = False


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return obj.__module__ + "." + obj.__qualname__
    if obj is ...:
        return "..."
    if isinstance(obj, list):
        return "[" + ", ".join(_type_repr(a) for a in obj) + "]"
    if isinstance(obj, tuple):
        return ", ".join(_type_repr(a) for a in obj) if obj else "()"
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)


class _Final:
    def __init_subclass__(cls, /, *args, **kwds):
        pass


class _GenericAlias(_Final):
    """X[args]: remembers origin and args; calling creates an origin instance."""

    def __init__(self, origin, args, name=None, module="typing"):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._module = module

    def __repr__(self):
        if self._name is not None:
            head = self._module + "." + self._name if self._module else self._name
        else:
            head = _type_repr(self.__origin__)
        if self._name == "Callable" and len(self.__args__) == 2 and isinstance(self.__args__[0], list):
            return head + "[" + _type_repr(self.__args__[0]) + ", " + _type_repr(self.__args__[1]) + "]"
        if not self.__args__:
            return head + "[()]"
        return head + "[" + ", ".join(_type_repr(a) for a in self.__args__) + "]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, params):
        return _GenericAlias(self.__origin__, params, self._name, self._module)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


class _SpecialGeneric(_Final):
    """List, Dict, Callable...: an alias of a runtime class, subscriptable."""

    def __init__(self, origin, name, nparams=-1):
        self.__origin__ = origin
        self._name = name
        self._nparams = nparams

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._name == "Callable" and isinstance(params, tuple) and len(params) == 2:
            args, result = params
            if isinstance(args, list):
                return _GenericAlias(self.__origin__, (args, result), self._name)
        return _GenericAlias(self.__origin__, params, self._name)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _SpecialForm(_Final):
    """Any, Union, Optional, Literal, ClassVar, Final...: named forms."""

    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._getitem is None:
            raise TypeError(repr(self) + " is not subscriptable")
        return self._getitem(self, params)

    def __call__(self, *args, **kwds):
        raise TypeError("Cannot instantiate " + repr(self))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(repr(self) + " cannot be used with isinstance()")


class _UnionAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[1] is type(None):
            return "typing.Optional[" + _type_repr(args[0]) + "]"
        if len(args) == 2 and args[0] is type(None):
            return "typing.Optional[" + _type_repr(args[1]) + "]"
        return "typing.Union[" + ", ".join(_type_repr(a) for a in args) + "]"

    def __instancecheck__(self, obj):
        return any(isinstance(obj, a) for a in self.__args__ if isinstance(a, type))


def _union_getitem(self, params):
    if not isinstance(params, tuple):
        params = (params,)
    flat = []
    for p in params:
        if p is None:
            p = type(None)
        if isinstance(p, _UnionAlias):
            items = p.__args__
        else:
            items = (p,)
        for q in items:
            if q not in flat:
                flat.append(q)
    if len(flat) == 1:
        return flat[0]
    return _UnionAlias(Union, tuple(flat), "Union")


def _optional_getitem(self, param):
    return Union[param, None]


def _generic_getitem(self, params):
    return _GenericAlias(self, params, self._name)


Any = _SpecialForm("Any")
NoReturn = _SpecialForm("NoReturn")
Never = _SpecialForm("Never")
Self = _SpecialForm("Self")
LiteralString = _SpecialForm("LiteralString")
TypeAlias = _SpecialForm("TypeAlias")
Union = _SpecialForm("Union", _union_getitem)
Optional = _SpecialForm("Optional", _optional_getitem)
Literal = _SpecialForm("Literal", _generic_getitem)
ClassVar = _SpecialForm("ClassVar", _generic_getitem)
Final = _SpecialForm("Final", _generic_getitem)
Annotated = _SpecialForm("Annotated", _generic_getitem)
TypeGuard = _SpecialForm("TypeGuard", _generic_getitem)
Required = _SpecialForm("Required", _generic_getitem)
NotRequired = _SpecialForm("NotRequired", _generic_getitem)
Unpack = _SpecialForm("Unpack", _generic_getitem)
Concatenate = _SpecialForm("Concatenate", _generic_getitem)

List = _SpecialGeneric(list, "List")
Dict = _SpecialGeneric(dict, "Dict")
Set = _SpecialGeneric(set, "Set")
FrozenSet = _SpecialGeneric(frozenset, "FrozenSet")
Tuple = _SpecialGeneric(tuple, "Tuple")
Type = _SpecialGeneric(type, "Type")
DefaultDict = _SpecialGeneric(_defaultdict, "DefaultDict")
OrderedDict = _SpecialGeneric(_OrderedDict, "OrderedDict")
Deque = _SpecialGeneric(_deque, "Deque")
Callable = _SpecialGeneric(_cabc.Callable, "Callable")
Iterable = _SpecialGeneric(_cabc.Iterable, "Iterable")
Iterator = _SpecialGeneric(_cabc.Iterator, "Iterator")
Generator = _SpecialGeneric(_cabc.Generator, "Generator")
Sequence = _SpecialGeneric(_cabc.Sequence, "Sequence")
MutableSequence = _SpecialGeneric(_cabc.MutableSequence, "MutableSequence")
Mapping = _SpecialGeneric(_cabc.Mapping, "Mapping")
MutableMapping = _SpecialGeneric(_cabc.MutableMapping, "MutableMapping")
AbstractSet = _SpecialGeneric(_cabc.Set, "AbstractSet")
MutableSet = _SpecialGeneric(_cabc.MutableSet, "MutableSet")
Collection = _SpecialGeneric(_cabc.Collection, "Collection")
Container = _SpecialGeneric(_cabc.Container, "Container")
Sized = _SpecialGeneric(_cabc.Sized, "Sized")
Hashable = _SpecialGeneric(_cabc.Hashable, "Hashable")
Reversible = _SpecialGeneric(_cabc.Reversible, "Reversible")
Text = str


class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False, infer_variance=False, default=None):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    def __repr__(self):
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]


class ParamSpec(TypeVar):
    args = object()
    kwargs = object()

    def __repr__(self):
        return "~" + self.__name__


AnyStr = TypeVar("AnyStr", bytes, str)


class Generic:
    """Base class for generic classes: C[int] works and returns an alias."""

    def __class_getitem__(cls, params):
        if cls is Generic or cls is Protocol:
            # `class Box(Generic[T])`: a plain base (no __mro_entries__ needed)
            return cls
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)


class Protocol(Generic):
    pass


def runtime_checkable(cls):
    return cls


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(arg):
    return arg


def override(method):
    return method


def assert_type(val, typ, /):
    return val


def reveal_type(obj, /):
    return obj


def NewType(name, tp):
    def new_type(x):
        return x
    new_type.__name__ = name
    new_type.__supertype__ = tp
    return new_type


def get_origin(tp):
    if isinstance(tp, (_GenericAlias, _SpecialGeneric)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    return getattr(tp, "__origin__", None)


def get_args(tp):
    if isinstance(tp, _GenericAlias):
        return tp.__args__
    return getattr(tp, "__args__", ())


class ForwardRef(_Final):
    """A type written as a string (a forward reference), kept unevaluated."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        try:
            compile(arg, "<string>", "eval")
        except SyntaxError:
            raise SyntaxError(f"Forward reference must be an expression -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns):
        return eval(self.__forward_arg__, globalns, localns)

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        return f"ForwardRef({self.__forward_arg__!r})"


def _eval_hint(value, globalns, localns):
    if value is None:
        return type(None)
    if isinstance(value, str):
        return eval(value, globalns, localns)
    if isinstance(value, ForwardRef):
        return value._evaluate(globalns, localns)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    import sys
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get("__annotations__", {})
            mod = sys.modules.get(base.__module__)
            g = globalns if globalns is not None else (mod.__dict__ if mod is not None else {})
            l = localns if localns is not None else dict(vars(base))
            for name, value in ann.items():
                hints[name] = _eval_hint(value, g, l)
        return hints
    g = globalns if globalns is not None else getattr(obj, "__globals__", {})
    l = localns if localns is not None else g
    return {name: _eval_hint(value, g, l)
            for name, value in (getattr(obj, "__annotations__", None) or {}).items()}


class _NamedTupleMeta(type):
    def __new__(mcls, typename, bases, ns):
        if ns.get("_root", False):
            return super().__new__(mcls, typename, bases, ns)
        import collections
        types = ns.get("__annotations__", {})
        field_names = list(types)
        defaults = []
        for name in field_names:
            if name in ns:
                defaults.append(ns[name])
            elif defaults:
                raise TypeError("Non-default namedtuple field " + name
                                + " cannot follow default field"
                                + ("s " if len(defaults) > 1 else " ")
                                + ", ".join(field_names[:len(defaults)]))
        nt = collections.namedtuple(typename, field_names, defaults=defaults,
                                    module=ns.get("__module__", "__main__"))
        nt.__annotations__ = {n: ForwardRef(t) if isinstance(t, str) else t for n, t in types.items()}
        for key, val in ns.items():
            if key in ("__module__", "__qualname__", "__annotations__", "__doc__", "_root"):
                continue
            if key not in field_names:
                setattr(nt, key, val)
        if "__qualname__" in ns:
            nt.__qualname__ = ns["__qualname__"]
        return nt


class NamedTuple(metaclass=_NamedTupleMeta):
    _root = True


class _TypedDictMeta(type):
    def __new__(mcls, name, bases, ns, total=True):
        if ns.get("_root", False):
            return super().__new__(mcls, name, bases, ns)
        annotations = {}
        for base in bases:
            annotations.update(getattr(base, "__annotations__", {}))
        annotations.update(ns.get("__annotations__", {}))
        td = type.__new__(mcls, name, (dict,), {"__annotations__": annotations,
                                                "__module__": ns.get("__module__", "__main__"),
                                                "__total__": total})
        return td

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)


class TypedDict(metaclass=_TypedDictMeta):
    _root = True
