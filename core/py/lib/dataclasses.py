"""dataclasses for nnscope: @dataclass generates __init__, __repr__, __eq__,
ordering, frozen __setattr__/__delattr__ and __hash__ from the annotated
fields (no code generation: the methods are closures over the field list;
error messages follow CPython's)."""
import copy as _copy


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    def __repr__(self):
        return "<dataclasses._MISSING_TYPE object>"


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class InitVar:
    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = "_FIELD"

    def __repr__(self):
        return ("Field(name=" + repr(self.name) + ",type=" + repr(self.type)
                + ",default=" + repr(self.default) + ",default_factory=" + repr(self.default_factory)
                + ",init=" + repr(self.init) + ",repr=" + repr(self.repr)
                + ",hash=" + repr(self.hash) + ",compare=" + repr(self.compare)
                + ",metadata=" + repr(self.metadata) + ",kw_only=" + repr(self.kw_only)
                + ",_field_type=" + self._field_type + ")")

    def __set_name__(self, owner, name):
        pass


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(annotation):
    if annotation is None:
        return False
    if isinstance(annotation, str):
        return annotation.startswith("ClassVar") or annotation.startswith("typing.ClassVar")
    r = repr(annotation)
    return r == "typing.ClassVar" or r.startswith("typing.ClassVar[")


def _is_initvar(annotation):
    return isinstance(annotation, InitVar) or annotation is InitVar


def _plural_args(names):
    quoted = ["'" + n + "'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]



class _DataclassParams:
    """The options a class was decorated with (cls.__dataclass_params__)."""
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen', 'match_args', 'kw_only', 'slots',
                 'weakref_slot')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init, self.repr, self.eq, self.order = init, repr, eq, order
        self.unsafe_hash, self.frozen = unsafe_hash, frozen
        self.match_args, self.kw_only, self.slots, self.weakref_slot = True, False, False, False

    def __repr__(self):
        return ('_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,unsafe_hash=%r,frozen=%r,match_args=%r,'
                'kw_only=%r,slots=%r,weakref_slot=%r)' % (self.init, self.repr, self.eq, self.order,
                                                          self.unsafe_hash, self.frozen, self.match_args,
                                                          self.kw_only, self.slots, self.weakref_slot))

def _process_class(cls, init, repr_, eq, order, unsafe_hash, frozen, match_args, kw_only):
    fields = {}
    for base in reversed(cls.__mro__[1:]):
        base_fields = base.__dict__.get("__dataclass_fields__")
        if base_fields is not None:
            for f in base_fields.values():
                fields[f.name] = f
    annotations = cls.__dict__.get("__annotations__", {})
    kw_only_now = kw_only
    initvars = []
    for name, tp in annotations.items():
        if tp is KW_ONLY or (isinstance(tp, type) and tp is _KW_ONLY_TYPE):
            kw_only_now = True
            continue
        if _is_classvar(tp):
            continue
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            f = field(default=default)
        f.name = name
        f.type = tp
        if f.kw_only is MISSING:
            f.kw_only = kw_only_now
        if _is_initvar(tp):
            f._field_type = "_FIELD_INITVAR"
            initvars.append(name)
        if f.default is not MISSING and f.default.__class__.__hash__ is None:
            raise ValueError("mutable default " + str(type(f.default)) + " for field "
                             + name + " is not allowed: use default_factory")
        fields[name] = f
        if isinstance(default, Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)

    cls.__dataclass_fields__ = {n: f for n, f in fields.items() if f._field_type == "_FIELD"}
    cls.__dataclass_params__ = _DataclassParams(init, repr_, eq, order, unsafe_hash, frozen)
    all_fields = list(fields.values())
    real_fields = [f for f in all_fields if f._field_type == "_FIELD"]

    init_fields = [f for f in all_fields if f.init]
    pos_fields = [f for f in init_fields if not f.kw_only]
    kw_fields = [f for f in init_fields if f.kw_only]
    seen_default = None
    for f in pos_fields:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if has_default:
            seen_default = f
        elif seen_default is not None:
            raise TypeError("non-default argument " + repr(f.name)
                            + " follows default argument " + repr(seen_default.name))

    if init and "__init__" not in cls.__dict__:
        cls.__init__ = _make_init(cls, all_fields, pos_fields, kw_fields, frozen, initvars)
    if repr_ and "__repr__" not in cls.__dict__:
        cls.__repr__ = _make_repr(cls, [f for f in real_fields if f.repr])
    cmp_fields = [f for f in real_fields if f.compare]
    if eq and "__eq__" not in cls.__dict__:
        cls.__eq__ = _make_cmp(cls, "__eq__", cmp_fields, lambda a, b: a == b)
    if order:
        for name, op in (("__lt__", lambda a, b: a < b), ("__le__", lambda a, b: a <= b),
                         ("__gt__", lambda a, b: a > b), ("__ge__", lambda a, b: a >= b)):
            if name in cls.__dict__:
                raise TypeError("Cannot overwrite attribute " + name + " in class "
                                + cls.__name__ + ". Consider using functools.total_ordering")
            setattr(cls, name, _make_cmp(cls, name, cmp_fields, op))
    if frozen:
        cls.__setattr__ = _make_frozen_setattr(cls, fields)
        cls.__delattr__ = _make_frozen_delattr(cls, fields)
    hash_fields = [f for f in real_fields if (f.compare if f.hash is None else f.hash)]
    has_explicit_hash = "__hash__" in cls.__dict__ and cls.__dict__["__hash__"] is not None
    if unsafe_hash or (eq and frozen):
        if not has_explicit_hash or unsafe_hash:
            cls.__hash__ = _make_hash(hash_fields)
    elif eq and not has_explicit_hash:
        cls.__hash__ = None
    if match_args and "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in pos_fields)
    return cls


def _make_init(cls, all_fields, pos_fields, kw_fields, frozen, initvars):
    qual = cls.__qualname__ + ".__init__()"
    npos = len(pos_fields)
    nreq = sum(1 for f in pos_fields if f.default is MISSING and f.default_factory is MISSING)
    names = [f.name for f in pos_fields] + [f.name for f in kw_fields]

    def __init__(self, *args, **kwargs):
        if len(args) > npos:
            if nreq == npos:
                what = str(npos + 1) + " positional argument" + ("s" if npos else "")
            else:
                what = "from " + str(nreq + 1) + " to " + str(npos + 1) + " positional arguments"
            raise TypeError(qual + " takes " + what + " but " + str(len(args) + 1) + " were given")
        values = {}
        for f, v in zip(pos_fields, args):
            values[f.name] = v
        for k, v in kwargs.items():
            if k not in names:
                raise TypeError(qual + " got an unexpected keyword argument '" + k + "'")
            if k in values:
                raise TypeError(qual + " got multiple values for argument '" + k + "'")
            values[k] = v
        missing = [f.name for f in pos_fields
                   if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            raise TypeError(qual + " missing " + str(len(missing)) + " required positional argument"
                            + ("s" if len(missing) > 1 else "") + ": " + _plural_args(missing))
        kmissing = [f.name for f in kw_fields
                    if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if kmissing:
            raise TypeError(qual + " missing " + str(len(kmissing)) + " required keyword-only argument"
                            + ("s" if len(kmissing) > 1 else "") + ": " + _plural_args(kmissing))
        post_args = []
        for f in all_fields:
            if f.init and f.name in values:
                v = values[f.name]
            elif f.default_factory is not MISSING:
                v = f.default_factory()
            elif f.default is not MISSING:
                v = f.default
            else:
                continue
            if f._field_type == "_FIELD_INITVAR":
                post_args.append(v)
                continue
            if frozen:
                object.__setattr__(self, f.name, v)
            else:
                setattr(self, f.name, v)
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post(*post_args)

    __init__.__qualname__ = cls.__qualname__ + ".__init__"
    return __init__


def _make_repr(cls, fields):
    def __repr__(self):
        parts = [f.name + "=" + repr(getattr(self, f.name)) for f in fields]
        return self.__class__.__qualname__ + "(" + ", ".join(parts) + ")"
    __repr__.__qualname__ = cls.__qualname__ + ".__repr__"
    return __repr__


def _make_cmp(cls, name, fields, op):
    def cmp(self, other):
        if other.__class__ is self.__class__:
            return op(tuple(getattr(self, f.name) for f in fields),
                      tuple(getattr(other, f.name) for f in fields))
        return NotImplemented
    cmp.__name__ = name
    cmp.__qualname__ = cls.__qualname__ + "." + name
    return cmp


def _make_hash(fields):
    def __hash__(self):
        return hash(tuple(getattr(self, f.name) for f in fields))
    return __hash__


def _make_frozen_setattr(cls, fields):
    def __setattr__(self, name, value):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError("cannot assign to field " + repr(name))
        super(cls, self).__setattr__(name, value)
    return __setattr__


def _make_frozen_delattr(cls, fields):
    def __delattr__(self, name):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError("cannot delete field " + repr(name))
        super(cls, self).__delattr__(name)
    return __delattr__


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    def wrap(cls):
        if order and not eq:
            raise ValueError("eq must be true if order is true")
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fs = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(fs.values())


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__dataclass_fields__")


def _is_dataclass_instance(obj):
    return hasattr(type(obj), "__dataclass_fields__")


def _unpack(obj, record):
    """obj with every dataclass instance inside it (through lists, tuples,
    namedtuples and dicts) replaced by record(instance, recurse); other
    leaves are deep-copied."""
    def recurse(value):
        return _unpack(value, record)

    if _is_dataclass_instance(obj):
        return record(obj, recurse)
    kind = type(obj)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return kind(*[recurse(v) for v in obj])  # namedtuples take positional fields
    if isinstance(obj, (list, tuple)):
        return kind(recurse(v) for v in obj)
    if isinstance(obj, dict):
        pairs = ((recurse(k), recurse(v)) for k, v in obj.items())
        if hasattr(obj, "default_factory"):
            return kind(obj.default_factory, pairs)
        return kind(pairs)
    return _copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _unpack(obj, lambda inst, recurse: dict_factory(
        [(f.name, recurse(getattr(inst, f.name))) for f in fields(inst)]))


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _unpack(obj, lambda inst, recurse: tuple_factory(
        [recurse(getattr(inst, f.name)) for f in fields(inst)]))


def replace(obj, /, **changes):
    """A new instance of obj's class: the given field values, the others
    taken from obj (init=False fields are left to the constructor)."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in obj.__dataclass_fields__.values():
        if f.init:
            if f.name not in changes:
                changes[f.name] = getattr(obj, f.name)
        elif f.name in changes:
            raise TypeError(f"field {f.name} is declared with init=False, it cannot be specified with replace()")
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, **kwargs):
    ns = dict(namespace or {})
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            annotations[item] = "typing.Any"
        elif len(item) == 2:
            annotations[item[0]] = item[1]
        else:
            annotations[item[0]] = item[1]
            ns[item[0]] = item[2]
    ns["__annotations__"] = annotations
    ns.setdefault("__module__", "__main__")
    return dataclass(type(cls_name, bases, ns), **kwargs)
