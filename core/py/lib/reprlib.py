"""reprlib for nnscope: recursive_repr, and Repr / repr() with size limits
(CPython's defaults: 6 items of a list, tuple, set or deque, 4 of a dict,
strings cut to 30 characters, 6 levels of nesting)."""

__all__ = ["Repr", "repr", "recursive_repr"]

import builtins
from itertools import islice


def recursive_repr(fillvalue="..."):
    """Decorator for __repr__ methods: a recursive call on the same object
    returns fillvalue instead of recursing."""

    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        wrapper.__module__ = getattr(user_function, "__module__", None)
        wrapper.__doc__ = getattr(user_function, "__doc__", None)
        wrapper.__name__ = getattr(user_function, "__name__", None)
        wrapper.__qualname__ = getattr(user_function, "__qualname__", None)
        wrapper.__wrapped__ = user_function
        return wrapper

    return decorating_function


class Repr:
    def __init__(self, *, maxlevel=6, maxtuple=6, maxlist=6, maxarray=5, maxdict=4, maxset=6, maxfrozenset=6,
                 maxdeque=6, maxstring=30, maxlong=40, maxother=30, fillvalue="...", indent=None):
        self.maxlevel = maxlevel
        self.maxtuple = maxtuple
        self.maxlist = maxlist
        self.maxarray = maxarray
        self.maxdict = maxdict
        self.maxset = maxset
        self.maxfrozenset = maxfrozenset
        self.maxdeque = maxdeque
        self.maxstring = maxstring
        self.maxlong = maxlong
        self.maxother = maxother
        self.fillvalue = fillvalue
        self.indent = indent

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        typename = type(x).__name__
        if " " in typename:
            typename = "_".join(typename.split())
        method = getattr(self, "repr_" + typename, None)
        if method:
            return method(x, level)
        return self.repr_instance(x, level)

    def _join(self, pieces, level):
        return ", ".join(pieces)

    def _repr_iterable(self, x, level, left, right, maxiter, trail=""):
        n = len(x)
        if level <= 0 and n:
            s = self.fillvalue
        else:
            newlevel = level - 1
            pieces = [self.repr1(elem, newlevel) for elem in islice(x, maxiter)]
            if n > maxiter:
                pieces.append(self.fillvalue)
            s = self._join(pieces, level)
            if n == 1 and trail:
                right = trail + right
        return f"{left}{s}{right}"

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, "(", ")", self.maxtuple, ",")

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, "[", "]", self.maxlist)

    def repr_set(self, x, level):
        if not x:
            return "set()"
        return self._repr_iterable(_possibly_sorted(x), level, "{", "}", self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return "frozenset()"
        return self._repr_iterable(_possibly_sorted(x), level, "frozenset({", "})", self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, "deque([", "])", self.maxdeque)

    def repr_dict(self, x, level):
        n = len(x)
        if n == 0:
            return "{}"
        if level <= 0:
            return "{" + self.fillvalue + "}"
        newlevel = level - 1
        pieces = []
        for key in islice(_possibly_sorted(x), self.maxdict):
            pieces.append("%s: %s" % (self.repr1(key, newlevel), self.repr1(x[key], newlevel)))
        if n > self.maxdict:
            pieces.append(self.fillvalue)
        return "{%s}" % (self._join(pieces, level),)

    def repr_str(self, x, level):
        s = builtins.repr(x[:self.maxstring])
        if len(s) > self.maxstring:
            i = max(0, (self.maxstring - 3) // 2)
            j = max(0, self.maxstring - 3 - i)
            s = builtins.repr(x[:i] + x[len(x) - j:])
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s

    def repr_int(self, x, level):
        s = builtins.repr(x)
        if len(s) > self.maxlong:
            i = max(0, (self.maxlong - 3) // 2)
            j = max(0, self.maxlong - 3 - i)
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s

    def repr_instance(self, x, level):
        try:
            s = builtins.repr(x)
        except Exception:
            return "<%s instance at %#x>" % (x.__class__.__name__, id(x))
        if len(s) > self.maxother:
            i = max(0, (self.maxother - 3) // 2)
            j = max(0, self.maxother - 3 - i)
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s


def _possibly_sorted(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


aRepr = Repr()
repr = aRepr.repr
