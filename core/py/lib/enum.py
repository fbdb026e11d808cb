"""enum for nnscope: Enum, IntEnum, StrEnum, Flag/IntFlag (basic), auto,
unique. Members are instances of their class, created by the EnumType
metaclass from the class body."""


class auto:
    _counter = 0

    def __init__(self, value=None):
        self.value = value


def _is_descriptor(obj):
    """Class-body values with descriptor methods are kept as attributes, not members."""
    return any(hasattr(obj, hook) for hook in ("__get__", "__set__", "__delete__"))


def _is_dunder(name):
    """'__x__'-style name (at least one character between the double underscores)."""
    inner = name[2:-2]
    return name.startswith("__") and name.endswith("__") and inner != "" and inner[0] != "_" and inner[-1] != "_"


def _is_sunder(name):
    """'_x_'-style name (single underscores on both ends)."""
    inner = name[1:-1]
    return name.startswith("_") and name.endswith("_") and inner != "" and inner[0] != "_" and inner[-1] != "_"


class EnumType(type):
    def __new__(metacls, cls, bases, classdict, **kwds):
        members = []
        ns = {}
        for key, value in classdict.items():
            if (_is_dunder(key) or _is_sunder(key) or key.startswith("_")
                    or _is_descriptor(value) or isinstance(value, (classmethod, staticmethod))):
                ns[key] = value
            else:
                members.append((key, value))
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)
        # methods of the Enum classes win over those of a mixed-in type (int)
        for name in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
            if name in classdict:
                continue
            for base in enum_class.__mro__[1:]:
                if isinstance(base, EnumType) and name in base.__dict__:
                    setattr(enum_class, name, base.__dict__[name])
                    break
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        member_type = object
        for base in enum_class.__mro__[1:]:
            if base is not object and not isinstance(base, EnumType) and base.__new__ is not object.__new__:
                member_type = base
                break
        enum_class._member_type_ = member_type
        is_flag = any(getattr(b, "_is_flag_", False) for b in enum_class.__mro__)
        last = 0
        for index, (name, value) in enumerate(members):
            if isinstance(value, auto):
                if value.value is not None:
                    value = value.value
                else:
                    gen = enum_class.__dict__.get("_generate_next_value_")
                    if gen is not None:
                        value = gen(name, 1, index, [v for _, v in members[:index]])
                    elif is_flag:
                        value = 1 if index == 0 else last * 2 if last else 1
                    elif member_type is str:
                        value = name.lower()
                    else:
                        value = last + 1 if index else 1
            if value in enum_class._value2member_map_ if _hashable(value) else False:
                member = enum_class._value2member_map_[value]
                enum_class._member_map_[name] = member
                setattr(enum_class, name, member)
                continue
            args = value if isinstance(value, tuple) else (value,)
            if member_type is object:
                member = object.__new__(enum_class)
            else:
                member = member_type.__new__(enum_class, *args)
            custom_init = enum_class.__dict__.get("__init__") or _find_init(enum_class)
            if custom_init is not None:
                custom_init(member, *args)
            member._name_ = name
            member._value_ = value
            member.__objclass__ = enum_class
            enum_class._member_names_.append(name)
            enum_class._member_map_[name] = member
            if _hashable(value):
                enum_class._value2member_map_[value] = member
            setattr(enum_class, name, member)
            if isinstance(value, int):
                last = value
        return enum_class

    def __call__(cls, value, *args, **kwds):
        if args or kwds or not hasattr(cls, "_value2member_map_"):
            return type.__call__(cls, value, *args, **kwds)
        if isinstance(value, cls):
            return value
        if _hashable(value) and value in cls._value2member_map_:
            return cls._value2member_map_[value]
        for member in cls._member_map_.values():
            if member._value_ == value:
                return member
        missing = getattr(cls, "_missing_", None)
        if missing is not None:
            result = missing(value)
            if result is not None:
                return result
        raise ValueError(repr(value) + " is not a valid " + cls.__qualname__)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        return any(m._value_ == value for m in cls._member_map_.values())

    def __repr__(cls):
        return "<enum " + repr(cls.__name__) + ">"

    @property
    def __members__(cls):
        return dict(cls._member_map_)


EnumMeta = EnumType


def _hashable(value):
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _find_init(enum_class):
    for base in enum_class.__mro__[1:]:
        if isinstance(base, EnumType):
            init = base.__dict__.get("__init__")
            if init is not None:
                return init
        elif base is not object:
            return None
    return None


class Enum(metaclass=EnumType):
    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        vr = self._member_type_.__repr__(self._value_) if self._member_type_ is not object else repr(self._value_)
        return "<" + self.__class__.__name__ + "." + self._name_ + ": " + vr + ">"

    def __str__(self):
        return self.__class__.__name__ + "." + self._name_

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __dir__(self):
        return ["__class__", "__doc__", "__eq__", "__hash__", "__module__", "name", "value"]


class ReprEnum(Enum):
    pass


class IntEnum(int, ReprEnum):
    def __str__(self):
        return int.__repr__(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)


class StrEnum(str, ReprEnum):
    def __str__(self):
        return str.__str__(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)


class Flag(Enum):
    _is_flag_ = True

    def __or__(self, other):
        return self.__class__._from_value(self._value_ | other._value_)

    def __and__(self, other):
        return self.__class__._from_value(self._value_ & other._value_)

    def __contains__(self, other):
        return other._value_ & self._value_ == other._value_

    def __bool__(self):
        return bool(self._value_)

    @classmethod
    def _from_value(cls, value):
        if value in cls._value2member_map_:
            return cls._value2member_map_[value]
        member = object.__new__(cls) if cls._member_type_ is object else cls._member_type_.__new__(cls, value)
        names = [m._name_ for m in cls._member_map_.values() if m._value_ & value == m._value_ and m._value_]
        member._name_ = "|".join(names) if names else None
        member._value_ = value
        return member


class IntFlag(int, Flag):
    def __str__(self):
        return int.__repr__(self._value_)


def unique(enumeration):
    """Class decorator: refuse enumerations in which a name is an alias of another member."""
    aliases = [f"{name} -> {member._name_}" for name, member in enumeration._member_map_.items()
               if name != member._name_]
    if aliases:
        raise ValueError(f"duplicate values found in {enumeration!r}: {', '.join(aliases)}")
    return enumeration


def verify(*checks):
    return lambda cls: cls


class member:
    def __init__(self, value):
        self.value = value


class nonmember:
    def __init__(self, value):
        self.value = value
