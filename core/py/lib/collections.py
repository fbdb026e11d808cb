"""collections for nnscope: OrderedDict, defaultdict and deque are native
(module _collections); namedtuple, Counter and ChainMap are defined here."""
from _collections import OrderedDict, defaultdict, deque
import _collections_abc as _abc

_abc.MutableSequence.register(deque)

_KEYWORDS = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break",
    "class", "continue", "def", "del", "elif", "else", "except", "finally",
    "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"])


def _plural_args(names):
    quoted = ["'" + n + "'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _checked_field_names(typename, field_names, rename):
    """The validated list of field names (invalid ones replaced by _0, _1,
    ... when rename is true)."""
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    names = [str(n) for n in field_names]
    if rename:
        used = set()
        for pos, name in enumerate(names):
            bad = (name in used or name.startswith("_") or name in _KEYWORDS
                   or not name.isidentifier())
            used.add(name)
            if bad:
                names[pos] = f"_{pos}"
    for name in (typename, *names):
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
        if name in _KEYWORDS:
            raise ValueError(f"Type names and field names cannot be a keyword: {name!r}")
    used = set()
    for name in names:
        if not rename and name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in used:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        used.add(name)
    return names


class _tuplegetter:
    """A namedtuple field: reads item `index`; read-only with CPython's messages."""

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return tuple.__getitem__(obj, self._index)

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """A tuple subclass whose items can also be read as named attributes.
    Built from closures (no generated source), with CPython's messages."""
    typename = str(typename)
    fields = tuple(_checked_field_names(typename, field_names, rename))
    nfields = len(fields)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > nfields:
            raise TypeError("Got more default values than field names")
        # the defaults belong to the last len(defaults) fields
        first = nfields - len(defaults)
        field_defaults = {fields[first + k]: value for k, value in enumerate(defaults)}

    def __new__(_cls, *args, **kwargs):
        fname = typename + ".__new__()"
        if len(args) > nfields:
            if field_defaults:
                accepted = f"from {nfields - len(field_defaults) + 1} to {nfields + 1} positional arguments"
            else:
                accepted = f"{nfields + 1} positional argument" + ("s" if nfields else "")
            raise TypeError(f"{fname} takes {accepted} but {len(args) + 1} were given")
        values = list(args)
        for key in kwargs:
            if key not in fields:
                raise TypeError(fname + " got an unexpected keyword argument '" + key + "'")
            if fields.index(key) < len(args):
                raise TypeError(fname + " got multiple values for argument '" + key + "'")
        missing = []
        for name in fields[len(args):]:
            if name in kwargs:
                values.append(kwargs[name])
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing.append(name)
        if missing:
            raise TypeError(fname + " missing " + str(len(missing)) + " required positional argument"
                            + ("s" if len(missing) > 1 else "") + ": " + _plural_args(missing))
        return tuple.__new__(_cls, values)

    @classmethod
    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != nfields:
            raise TypeError(f"Expected {nfields} arguments, got {len(made)}")
        return made

    def _replace(self, /, **kwds):
        updated = []
        for name, current in zip(fields, self):
            updated.append(kwds.pop(name, current))
        if kwds:
            raise TypeError(f"Got unexpected field names: {list(kwds)!r}")
        return self._make(updated)

    def __repr__(self):
        parts = [name + "=" + repr(value) for name, value in zip(fields, self)]
        return self.__class__.__name__ + "(" + ", ".join(parts) + ")"

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        "__doc__": typename + "(" + ", ".join(fields) + ")",
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": _make,
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
        "__module__": module if module is not None else "__main__",
    }
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, "Alias for field number " + str(index))
    return type(typename, (tuple,), namespace)


def _itemgetter(index):
    def get(self):
        return self[index]
    return get



def _count_of(pair):
    return pair[1]


def _counter_op(left, right, both, right_only):
    """A new Counter holding, for each key of left, both(left count, right
    count) and, when right_only is given, right_only(count) for the keys
    only right has; entries that are not positive are left out. Keys come in
    left's order, then right's."""
    out = Counter()
    for key, count in left.items():
        value = both(count, right[key])
        if value > 0:
            out[key] = value
    if right_only is not None:
        for key, count in right.items():
            if key not in left:
                value = right_only(count)
                if value > 0:
                    out[key] = value
    return out


class Counter(dict):
    """A dict mapping items to how many times they were seen; missing
    items count 0."""

    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        ranked = sorted(self.items(), key=_count_of, reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        for item, count in self.items():
            yield from (item for _ in range(count))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def _apply(self, source, sign):
        """Add (sign=1) or subtract (sign=-1) the counts in source: a
        mapping of counts or an iterable of items."""
        if source is None:
            return
        if not isinstance(source, _abc.Mapping):
            for item in source:
                self[item] = self.get(item, 0) + sign
        elif sign > 0 and not self:
            dict.update(self, source)
        else:
            for item, count in source.items():
                self[item] = (count + self.get(item, 0)) if sign > 0 else (self.get(item, 0) - count)

    def update(self, iterable=None, /, **kwds):
        self._apply(iterable, 1)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        self._apply(iterable, -1)
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __delitem__(self, elem):
        # unlike dict, deleting a missing item is not an error
        if elem in self:
            super().__delitem__(elem)

    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + "()"
        try:
            shown = dict(self.most_common())
        except TypeError:  # counts that cannot be ordered
            shown = dict(self)
        return f"{name}({shown!r})"

    def _all_keys(self, other, test):
        return all(test(self[k], other[k]) for source in (self, other) for k in source)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_keys(other, lambda a, b: a == b)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_keys(other, lambda a, b: a <= b)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all_keys(other, lambda a, b: a >= b)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _counter_op(self, other, lambda a, b: a + b, lambda b: b)

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _counter_op(self, other, lambda a, b: a - b, lambda b: 0 - b)

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _counter_op(self, other, lambda a, b: b if a < b else a, lambda b: b)

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _counter_op(self, other, lambda a, b: a if a < b else b, None)

    def __pos__(self):
        return _counter_op(self, Counter(), lambda a, _: a, None)

    def __neg__(self):
        return _counter_op(self, Counter(), lambda a, _: 0 - a, None)

    def _drop_nonpositive(self):
        for item in [k for k, count in self.items() if not count > 0]:
            del self[item]
        return self

    def __iadd__(self, other):
        for item, count in other.items():
            self[item] += count
        return self._drop_nonpositive()

    def __isub__(self, other):
        for item, count in other.items():
            self[item] -= count
        return self._drop_nonpositive()

    def __ior__(self, other):
        for item, count in other.items():
            if count > self[item]:
                self[item] = count
        return self._drop_nonpositive()

    def __iand__(self, other):
        for item, count in self.items():
            limit = other[item]
            if limit < count:
                self[item] = limit
        return self._drop_nonpositive()


class ChainMap(_abc.MutableMapping):
    """Several mappings looked up as one, first match wins; writes and
    deletions go to the first mapping."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for layer in self.maps:
            try:
                return layer[key]  # lets defaultdict layers supply values
            except KeyError:
                continue
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # keys in the order of the last mapping first, without repeats
        order = {}
        for layer in self.maps[::-1]:
            order.update(dict.fromkeys(layer))
        return iter(order)

    def __contains__(self, key):
        return any(key in layer for layer in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f"{self.__class__.__name__}({', '.join(repr(m) for m in self.maps)})"

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        head, *rest = self.maps
        return self.__class__(head.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}")

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.")

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}")

    def clear(self):
        self.maps[0].clear()


class UserDict(_abc.MutableMapping):
    """A dict-like wrapper around a real dict kept in .data."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        fallback = getattr(self.__class__, "__missing__", None)
        if fallback is None:
            raise KeyError(key)
        return fallback(self, key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __repr__(self):
        return repr(self.data)

    def copy(self):
        return self.__class__(self.data)
