"""array: typed arrays of numbers (and 'u'/'w' characters) as CPython 3.13
has them on 64-bit Linux: item sizes, C range checks with CPython's
messages, bytes round trips (little-endian), list-like methods. Items are
kept in a Python list, each converted and checked when stored."""

import struct as _struct

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuwhHiIlLqQfd"

# typecode: (itemsize, struct format, (min, max) or None, too-small message, too-big message)
_INFO = {
    "b": (1, "b", (-128, 127), "signed char is less than minimum", "signed char is greater than maximum"),
    "B": (1, "B", (0, 255), "unsigned byte integer is less than minimum",
          "unsigned byte integer is greater than maximum"),
    "h": (2, "h", (-2 ** 15, 2 ** 15 - 1), "signed short integer is less than minimum",
          "signed short integer is greater than maximum"),
    "H": (2, "H", (0, 2 ** 16 - 1), "unsigned short is less than minimum", "unsigned short is greater than maximum"),
    "i": (4, "i", (-2 ** 31, 2 ** 31 - 1), "signed integer is less than minimum",
          "signed integer is greater than maximum"),
    "I": (4, "I", (0, 2 ** 32 - 1), "can't convert negative value to unsigned int",
          "unsigned int is greater than maximum"),
    "l": (8, "q", (-2 ** 63, 2 ** 63 - 1), "Python int too large to convert to C long",
          "Python int too large to convert to C long"),
    "L": (8, "Q", (0, 2 ** 64 - 1), "can't convert negative value to unsigned int",
          "Python int too large to convert to C unsigned long"),
    "q": (8, "q", (-2 ** 63, 2 ** 63 - 1), "int too big to convert", "int too big to convert"),
    "Q": (8, "Q", (0, 2 ** 64 - 1), "can't convert negative int to unsigned", "int too big to convert"),
    "f": (4, "f", None, None, None),
    "d": (8, "d", None, None, None),
    "u": (4, "I", None, None, None),
    "w": (4, "I", None, None, None),
}

_FLT_MAX_ROUND = 3.4028235677973366e38   # from here on a float rounds to float32 infinity


def _check(tc, v):
    """v converted for an array of typecode tc, or an exception raised."""
    if tc in "uw":
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    if tc in "fd":
        if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__") and not hasattr(type(v), "__index__"):
            raise TypeError("must be real number, not " + type(v).__name__)
        x = float(v)
        if tc == "f" and x == x:
            if abs(x) >= _FLT_MAX_ROUND:
                return float("inf") if x > 0 else float("-inf")
            x = _struct.unpack("<f", _struct.pack("<f", x))[0]
        return x
    if not isinstance(v, int):
        if not hasattr(type(v), "__index__"):
            raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
        v = type(v).__index__(v)
    v = int(v)
    _, _, (lo, hi), small, big = _INFO[tc]
    if v < lo:
        raise OverflowError(small)
    if v > hi:
        raise OverflowError(big)
    return v


class array:
    __slots__ = ("_tc", "_items")

    def __new__(cls, typecode=None, initializer=None, *extra):
        if extra:
            raise TypeError("array() takes at most 2 arguments (" + str(2 + len(extra)) + " given)")
        if typecode is None:
            raise TypeError("array() takes at least 1 argument (0 given)")
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not " + type(typecode).__name__)
        if typecode not in _INFO:
            raise ValueError("bad typecode (must be b, B, u, w, h, H, i, I, l, L, q, Q, f or d)")
        if typecode == "u":
            import warnings
            warnings.warn("The 'u' type code is deprecated and will be removed in Python 3.16",
                          DeprecationWarning, stacklevel=2)
        self = object.__new__(cls)
        self._tc = typecode
        self._items = []
        if initializer is None:
            return self
        if isinstance(initializer, str):
            if typecode not in "uw":
                raise TypeError("cannot use a str to initialize an array with typecode '" + typecode + "'")
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._tc in "uw" and typecode not in "uw":
                raise TypeError("cannot use a unicode array to initialize an array with typecode '" + typecode + "'")
            self._items = [_check(typecode, v) for v in initializer._items]
        else:
            self._items = [_check(typecode, v) for v in initializer]
        return self

    @property
    def typecode(self):
        return self._tc

    @property
    def itemsize(self):
        return _INFO[self._tc][0]

    def _same(self, other, what):
        if not isinstance(other, array):
            raise TypeError("can only " + what + " array (not \"" + type(other).__name__ + "\") to array")
        if other._tc != self._tc:
            raise TypeError("bad argument type for built-in operation")
        return other

    def _new(self, items):
        a = object.__new__(array)
        a._tc = self._tc
        a._items = items
        return a

    def __repr__(self):
        if not self._items:
            return "array('" + self._tc + "')"
        if self._tc in "uw":
            return "array('" + self._tc + "', " + repr("".join(self._items)) + ")"
        return "array('" + self._tc + "', " + repr(self._items) + ")"

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, v):
        return v in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        if not isinstance(i, int) and not hasattr(type(i), "__index__"):
            raise TypeError("array indices must be integers")
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range") from None

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError("can only assign array (not \"" + type(v).__name__ + "\") to array slice")
            if v._tc != self._tc:
                raise TypeError("bad argument type for built-in operation")
            self._items[i] = list(v._items)
            return
        v = _check(self._tc, v)
        try:
            self._items[i] = v
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __delitem__(self, i):
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only append array (not \"" + type(other).__name__ + "\") to array")
        self._same(other, "append")
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only extend array with array (not \"" + type(other).__name__ + "\")")
        self._same(other, "extend")
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        if not isinstance(n, int):
            return NotImplemented
        return self._new(self._items * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            return NotImplemented
        self._items *= n
        return self

    def _cmp_items(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return other._items

    def __eq__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items == o

    def __ne__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items != o

    def __lt__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items < o

    def __le__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items <= o

    def __gt__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items > o

    def __ge__(self, other):
        o = self._cmp_items(other)
        return o if o is NotImplemented else self._items >= o

    def __hash__(self):
        raise TypeError("unhashable type: 'array.array'")

    def append(self, v):
        self._items.append(_check(self._tc, v))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._tc != self._tc:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        new = [_check(self._tc, v) for v in iterable]
        self._items.extend(new)

    def insert(self, i, v):
        self._items.insert(i, _check(self._tc, v))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        try:
            return self._items.pop(i)
        except IndexError:
            raise IndexError("pop index out of range") from None

    def remove(self, v):
        try:
            self._items.remove(v)
        except ValueError:
            raise ValueError("array.remove(x): x not in array") from None

    def index(self, v, start=0, stop=None):
        n = len(self._items)
        stop = n if stop is None else stop
        for k in range(*slice(start, stop).indices(n)):
            if self._items[k] == v:
                return k
        raise ValueError("array.index(x): x not in array")

    def count(self, v):
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        self._items.reverse()

    def tolist(self):
        return list(self._items)

    def fromlist(self, lst):
        if not isinstance(lst, list):
            raise TypeError("arg must be list")
        self._items.extend([_check(self._tc, v) for v in lst])

    def tounicode(self):
        if self._tc not in "uw":
            raise ValueError("tounicode() may only be called on unicode type arrays ('u' or 'w')")
        return "".join(self._items)

    def fromunicode(self, s):
        if self._tc not in "uw":
            raise ValueError("fromunicode() may only be called on unicode type arrays ('u' or 'w')")
        if not isinstance(s, str):
            raise TypeError("fromunicode() argument must be str, not " + type(s).__name__)
        self._items.extend(s)

    def tobytes(self):
        fmt = _INFO[self._tc][1]
        if self._tc in "uw":
            return _struct.pack("<" + str(len(self._items)) + fmt, *[ord(c) for c in self._items])
        return _struct.pack("<" + str(len(self._items)) + fmt, *self._items)

    def frombytes(self, data):
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(data)
        size = _INFO[self._tc][0]
        if len(data) % size:
            raise ValueError("bytes length not a multiple of item size")
        vals = list(_struct.unpack("<" + str(len(data) // size) + _INFO[self._tc][1], data))
        if self._tc in "uw":
            vals = [chr(v) for v in vals]
        self._items.extend(vals)

    def byteswap(self):
        size = _INFO[self._tc][0]
        raw = self.tobytes()
        swapped = b"".join(raw[k:k + size][::-1] for k in range(0, len(raw), size))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        return (0, len(self._items))

    def __bytes__(self):
        return self.tobytes()

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    def __reduce__(self):
        return (array, (self._tc, list(self._items)))


array.__module__ = "array"
ArrayType = array
