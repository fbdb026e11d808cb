"""typing for nnscope: annotations only. Every special form can be
subscripted (List[int], Optional[Tensor], Dict[str, Any], Callable[[int], str])
and prints as CPython's typing does; nothing is checked at run time."""
import collections.abc as _cabc
import contextlib as _contextlib
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
        if self.__origin__ is Generic or self.__origin__ is Protocol:
            if any(b is not self and isinstance(b, _GenericAlias) and b.__origin__ is self.__origin__
                   for b in bases) or self.__origin__ in bases:
                raise TypeError("Cannot inherit from Generic[...] multiple times.")
        return (self.__origin__,)

    @property
    def __parameters__(self):
        return _collect_parameters(self.__args__)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _convert_none(params):
    """None in a subscript means type(None), as CPython's typing converts it."""
    if params is None:
        return type(None)
    if isinstance(params, tuple):
        return tuple(type(None) if p is None else p for p in params)
    return params


class _CallableGenericAlias(_GenericAlias):
    """Callable[[A, B], R]: __args__ is flattened to (A, B, R), as CPython keeps it."""

    def __repr__(self):
        head = self._module + "." + self._name if self._module else self._name
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return head + "[..., " + _type_repr(args[1]) + "]"
        return head + "[[" + ", ".join(_type_repr(a) for a in args[:-1]) + "], " + _type_repr(args[-1]) + "]"


class _SpecialGeneric(_Final):
    """List, Dict, Callable...: an alias of a runtime class, subscriptable."""

    def __init__(self, origin, name, nparams=-1, defaults=()):
        self.__origin__ = origin
        self._name = name
        self._nparams = nparams
        self._defaults = defaults   # of the trailing parameters (Generator[int] is [int, None, None])

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._name == "Callable":
            if not isinstance(params, tuple) or len(params) != 2:
                raise TypeError("Callable must be used as Callable[[arg, ...], result].")
            args, result = params
            result = _convert_none(result)
            if isinstance(args, list):
                return _CallableGenericAlias(self.__origin__, (*_convert_none(tuple(args)), result), self._name)
            if args is ...:
                return _CallableGenericAlias(self.__origin__, (..., result), self._name)
            return _CallableGenericAlias(self.__origin__, (_convert_none(args), result), self._name)
        params = _convert_none(params)
        if self._defaults:
            given = params if isinstance(params, tuple) else (params,)
            missing = self._nparams - len(given)
            if 0 < missing <= len(self._defaults):
                params = given + self._defaults[len(self._defaults) - missing:]
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
Generator = _SpecialGeneric(_cabc.Generator, "Generator", 3, (type(None), type(None)))
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
Awaitable = _SpecialGeneric(_cabc.Awaitable, "Awaitable")
Coroutine = _SpecialGeneric(_cabc.Coroutine, "Coroutine")
AsyncIterable = _SpecialGeneric(_cabc.AsyncIterable, "AsyncIterable")
AsyncIterator = _SpecialGeneric(_cabc.AsyncIterator, "AsyncIterator")
AsyncGenerator = _SpecialGeneric(_cabc.AsyncGenerator, "AsyncGenerator", 2, (type(None),))
MappingView = _SpecialGeneric(_cabc.MappingView, "MappingView")
KeysView = _SpecialGeneric(_cabc.KeysView, "KeysView")
ItemsView = _SpecialGeneric(_cabc.ItemsView, "ItemsView")
ValuesView = _SpecialGeneric(_cabc.ValuesView, "ValuesView")
ContextManager = _SpecialGeneric(_contextlib.AbstractContextManager, "ContextManager", 2, (bool | None,))
Text = str


class _NoDefaultType:
    """The default of a type parameter that has none (typing.NoDefault)."""
    __module__ = "builtins"

    def __repr__(self):
        return "typing.NoDefault"


_NoDefaultType.__name__ = "NoDefaultType"
_NoDefaultType.__qualname__ = "NoDefaultType"
NoDefault = _NoDefaultType()


class _TypeParam(_Final):
    """What TypeVar, TypeVarTuple and ParamSpec share: name, default (a
    value or, for PEP 695 parameters, a function evaluated on first use)."""

    def _set_default(self, default, lazy=None):
        self._default = default
        self._lazy_default = lazy

    @property
    def __default__(self):
        if self._lazy_default is not None:
            self._default = self._lazy_default()
            self._lazy_default = None
        return self._default

    def has_default(self):
        return self._lazy_default is not None or self._default is not NoDefault

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return self.__name__

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__module__ != "typing":
            raise TypeError("type '" + cls.__mro__[1].__module__ + "." + cls.__mro__[1].__name__
                            + "' is not an acceptable base type")


class TypeVar(_TypeParam):
    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False, infer_variance=False, default=NoDefault):
        if covariant and contravariant:
            raise ValueError("Bivariant type variables are not supported.")
        if infer_variance and (covariant or contravariant):
            raise ValueError("Variance cannot be specified with infer_variance.")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__infer_variance__ = bool(infer_variance)
        self._bound = bound
        self._constraints = tuple(constraints)
        self._lazy_bound = None
        self._set_default(default)
        self.__module__ = "__main__"

    @property
    def __bound__(self):
        if self._lazy_bound is not None:
            self._bound = self._lazy_bound()
            self._lazy_bound = None
        return self._bound

    @property
    def __constraints__(self):
        if self._lazy_constraints is not None:
            self._constraints = tuple(self._lazy_constraints())
            self._lazy_constraints = None
        return self._constraints

    _lazy_constraints = None

    def __repr__(self):
        if self.__infer_variance__:
            return self.__name__
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__

    def __typing_subst__(self, arg):
        return arg


class TypeVarTuple(_TypeParam):
    def __init__(self, name, *, default=NoDefault):
        self.__name__ = name
        self._set_default(default)
        self.__module__ = "__main__"

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class ParamSpecArgs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + ".args"

    def __eq__(self, other):
        return isinstance(other, ParamSpecArgs) and self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecArgs, self.__origin__))


class ParamSpecKwargs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + ".kwargs"

    def __eq__(self, other):
        return isinstance(other, ParamSpecKwargs) and self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecKwargs, self.__origin__))


class ParamSpec(_TypeParam):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False,
                 infer_variance=False, default=NoDefault):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__infer_variance__ = bool(infer_variance)
        self._set_default(default)
        self.__module__ = "__main__"

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        if self.__infer_variance__:
            return self.__name__
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__


AnyStr = TypeVar("AnyStr", bytes, str)
AnyStr.__module__ = "typing"


class TypeAliasType(_Final):
    """`type X = value` (PEP 695): the value is computed on first use."""
    _nns_unionable = True   # X | None makes a types.UnionType, as CPython

    def __init__(self, name, value, *, type_params=()):
        if not isinstance(name, str):
            raise TypeError("TypeAliasType.__init__() argument 'name' must be str, not "
                            + type(name).__name__)
        self.__name__ = name
        self.__qualname__ = name
        self.__type_params__ = tuple(type_params)
        self.__parameters__ = tuple(type_params)
        self._value = value
        self._lazy_value = None
        self.__module__ = "__main__"

    @property
    def __value__(self):
        if self._lazy_value is not None:
            self._value = self._lazy_value()
            self._lazy_value = None
        return self._value

    def __repr__(self):
        return self.__name__

    def __getitem__(self, params):
        if not self.__type_params__:
            raise TypeError("Only generic type aliases are subscriptable")
        return _types_GenericAlias(self, params)

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError("type 'typing.TypeAliasType' is not an acceptable base type")

    def __reduce__(self):
        return self.__name__


_types_GenericAlias = type(list[int])


# ---- what the compiler calls for PEP 695 syntax (CALL_INTRINSIC, py_vm.c)

def _make_typevar(name, bound, default, constraints):
    tv = TypeVar.__new__(TypeVar)
    tv.__name__ = name
    tv.__covariant__ = tv.__contravariant__ = False
    tv.__infer_variance__ = True
    tv._bound = None
    tv._lazy_bound = None
    tv._constraints = ()
    if constraints:
        tv._lazy_constraints = bound
    elif bound is not None:
        tv._lazy_bound = bound
    tv._set_default(NoDefault, default)
    tv.__module__ = "typing"
    return tv


def _make_typevartuple(name, default, starred):
    tv = TypeVarTuple.__new__(TypeVarTuple)
    tv.__name__ = name
    if starred:
        tv._set_default(NoDefault, lambda: Unpack[default()])
    else:
        tv._set_default(NoDefault, default)
    tv.__module__ = "typing"
    return tv


def _make_paramspec(name, default):
    p = ParamSpec.__new__(ParamSpec)
    p.__name__ = name
    p.__bound__ = None
    p.__covariant__ = p.__contravariant__ = False
    p.__infer_variance__ = True
    p._set_default(NoDefault, default)
    p.__module__ = "typing"
    return p


def _make_generic_base(params):
    args = tuple(Unpack[p] if isinstance(p, TypeVarTuple) else p for p in params)
    return _GenericAlias(Generic, args, "Generic")


def _make_type_alias(name, type_params, value):
    a = TypeAliasType.__new__(TypeAliasType)
    a.__name__ = name
    a.__qualname__ = name
    a.__type_params__ = type_params or ()
    a.__parameters__ = a.__type_params__
    a._value = None
    a._lazy_value = value
    a.__module__ = value.__module__
    return a


def _set_type_params(func, params):
    func.__type_params__ = params
    return func


def _collect_parameters(args):
    out = []
    for a in args:
        if isinstance(a, _TypeParam):
            if a not in out:
                out.append(a)
        elif isinstance(a, _GenericAlias) and a.__origin__ is Unpack:
            for b in a.__args__:
                if isinstance(b, TypeVarTuple) and b not in out:
                    out.append(b)
        elif isinstance(a, (_GenericAlias, _types_GenericAlias)):
            for b in getattr(a, "__parameters__", ()) or _collect_parameters(a.__args__):
                if b not in out:
                    out.append(b)
    return tuple(out)


class Generic:
    """Base class for generic classes: C[int] works and returns an alias."""

    def __class_getitem__(cls, params):
        if cls is Generic or cls is Protocol:
            # `class Box(Generic[T])`: an alias whose __mro_entries__ is Generic
            if not isinstance(params, tuple):
                params = (params,)
            if not params:
                raise TypeError("Parameter list to " + cls.__qualname__ + "[...] cannot be empty")
            return _GenericAlias(cls, params, cls.__qualname__)
        if not isinstance(params, tuple):
            params = (params,)
        own = cls.__dict__.get("__parameters__", ())
        if not own:
            raise TypeError(repr(cls) + " is not a generic class")
        if all(isinstance(p, TypeVar) for p in own) and len(params) != len(own):
            raise TypeError("Too " + ("many" if len(params) > len(own) else "few")
                            + " arguments for " + repr(cls) + "; actual " + str(len(params))
                            + ", expected " + str(len(own)))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if "__orig_bases__" in cls.__dict__:
            cls.__parameters__ = _collect_parameters(cls.__orig_bases__)
        else:
            cls.__parameters__ = _collect_parameters(
                [p for b in cls.__bases__ for p in b.__dict__.get("__parameters__", ())])


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
    if isinstance(tp, _CallableGenericAlias) or (getattr(tp, "__origin__", None) is _cabc.Callable
                                                 and isinstance(getattr(tp, "__args__", None), tuple)):
        args = tp.__args__
        if len(args) == 2 and args[0] is ...:
            return args
        return (list(args[:-1]), args[-1])
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
