"""struct: pack values into bytes and back, by a format string ('<2hd',
'!I', '3s?'...), with CPython's sizes, native alignment (x86-64, little
endian) and error messages."""

import math

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"]


class error(Exception):
    pass


# code: (native size, standard size, kind)
_CODES = {
    "x": (1, 1, "pad"), "c": (1, 1, "char"), "b": (1, 1, "int"), "B": (1, 1, "uint"), "?": (1, 1, "bool"),
    "h": (2, 2, "int"), "H": (2, 2, "uint"), "i": (4, 4, "int"), "I": (4, 4, "uint"),
    "l": (8, 4, "int"), "L": (8, 4, "uint"), "q": (8, 8, "int"), "Q": (8, 8, "uint"),
    "n": (8, None, "int"), "N": (8, None, "uint"), "P": (8, None, "uint"),
    "e": (2, 2, "float"), "f": (4, 4, "float"), "d": (8, 8, "float"), "s": (1, 1, "str"), "p": (1, 1, "pascal"),
}


def _parse(fmt):
    # -> (little-endian?, native?, [(code, count, offset, size)], total size)
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not " + type(fmt).__name__)
    native = True
    little = True
    i = 0
    if fmt[:1] in ("@", "=", "<", ">", "!"):
        native = fmt[0] == "@"
        little = fmt[0] in ("@", "=", "<")
        i = 1
    items = []
    offset = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch.isspace():
            i += 1
            continue
        count = None
        while i < n and fmt[i].isdigit():
            count = (count or 0) * 10 + int(fmt[i])
            i += 1
        if i >= n:
            raise error("repeat count given without format specifier")
        ch = fmt[i]
        i += 1
        spec = _CODES.get(ch)
        if spec is None or (not native and spec[1] is None):
            raise error("bad char in struct format")
        size = spec[0] if native else spec[1]
        if count is None:
            count = 1
        if native and spec[2] not in ("pad", "char", "str", "pascal", "bool") and size > 1:
            offset = (offset + size - 1) // size * size
        if spec[2] in ("str", "pascal"):
            items.append((ch, count, offset, count))
            offset += count
        else:
            for _ in range(count):
                items.append((ch, 1, offset, size))
                offset += size
    return little, native, items, offset


def _float_bits(x, ebits, mbits, code, strict):
    # IEEE-754 bits of x with ebits exponent and mbits mantissa bits, rounded to nearest even
    bias = (1 << (ebits - 1)) - 1
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    if math.isnan(x):
        return (sign << (ebits + mbits)) | (((1 << ebits) - 1) << mbits) | (1 << (mbits - 1))
    x = abs(x)
    if math.isinf(x):
        return (sign << (ebits + mbits)) | (((1 << ebits) - 1) << mbits)
    if x == 0:
        return sign << (ebits + mbits)
    m, e = math.frexp(x)          # x = m * 2**e, 0.5 <= m < 1
    e -= 1                        # x = (2m) * 2**e, 1 <= 2m < 2
    if e < 1 - bias:              # subnormal
        scaled = x * 2.0 ** (bias - 1 + mbits)
        q = _round_even(scaled)
        if q >> mbits:
            return (sign << (ebits + mbits)) | (1 << mbits)
        return (sign << (ebits + mbits)) | q
    q = _round_even((2 * m - 1) * (1 << mbits))
    if q >> mbits:
        q = 0
        e += 1
    if e > bias:
        if not strict:
            return (sign << (ebits + mbits)) | (((1 << ebits) - 1) << mbits)
        raise OverflowError("float too large to pack with " + code + " format")
    return (sign << (ebits + mbits)) | ((e + bias) << mbits) | q


def _round_even(v):
    fl = math.floor(v)
    r = v - fl
    if r > 0.5 or (r == 0.5 and fl % 2 == 1):
        fl += 1
    return int(fl)


def _bits_float(bits, ebits, mbits):
    bias = (1 << (ebits - 1)) - 1
    sign = -1.0 if bits >> (ebits + mbits) else 1.0
    e = (bits >> mbits) & ((1 << ebits) - 1)
    m = bits & ((1 << mbits) - 1)
    if e == (1 << ebits) - 1:
        return sign * math.inf if m == 0 else math.nan
    if e == 0:
        return sign * math.ldexp(m, 1 - bias - mbits)
    return sign * math.ldexp(m + (1 << mbits), e - bias - mbits)


_FLOAT = {"e": (5, 10), "f": (8, 23), "d": (11, 52)}


def _index(v):
    if isinstance(v, int):
        return int(v)
    if hasattr(type(v), "__index__"):
        return type(v).__index__(v)
    raise error("required argument is not an integer")


def _pack_one(code, size, v, little, native):
    order = "little" if little else "big"
    kind = _CODES[code][2]
    if kind == "char":
        if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
            raise error("char format requires a bytes object of length 1")
        return bytes(v)
    if kind == "bool":
        return b"\x01" if v else b"\x00"
    if kind in ("int", "uint"):
        v = _index(v)
        if kind == "int":
            lo, hi = -(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1
        else:
            lo, hi = 0, (1 << (8 * size)) - 1
        if not lo <= v <= hi:
            raise error("'%s' format requires %d <= number <= %d" % (code, lo, hi))
        return (v & ((1 << (8 * size)) - 1)).to_bytes(size, order)
    if kind == "float":
        if not isinstance(v, (int, float)) and not hasattr(type(v), "__float__"):
            raise error("required argument is not a float")
        ebits, mbits = _FLOAT[code]
        bits = _float_bits(float(v), ebits, mbits, code, not (native and code == "f"))
        return bits.to_bytes(size, order)
    raise error("bad char in struct format")


class Struct:
    """Struct(fmt) --> compiled struct object"""

    def __init__(self, format):
        self._little, self._native, self._items, self.size = _parse(format)
        self.format = format if isinstance(format, str) else format.decode("ascii")
        self._nargs = sum(1 for c, _, _, _ in self._items if c != "x")

    def pack(self, *v):
        if len(v) != self._nargs:
            raise error("pack expected %d items for packing (got %d)" % (self._nargs, len(v)))
        out = bytearray(self.size)
        k = 0
        for code, count, off, size in self._items:
            if code == "x":
                continue
            val = v[k]
            k += 1
            if code in ("s", "p"):
                if not isinstance(val, (bytes, bytearray)):
                    raise error("argument for '%s' must be a bytes object" % code)
                if code == "s":
                    data = bytes(val[:count])
                else:
                    n = min(len(val), count - 1, 255) if count else 0
                    data = (bytes((n,)) + bytes(val[:n])) if count else b""
                out[off:off + len(data)] = data
            else:
                out[off:off + size] = _pack_one(code, size, val, self._little, self._native)
        return bytes(out)

    def pack_into(self, buffer, offset, *v):
        data = self.pack(*v)
        if offset < 0:
            offset += len(buffer)
        if offset + len(data) > len(buffer):
            raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d "
                        "(actual buffer size is %d)" % (offset + len(data), len(data), offset, len(buffer)))
        buffer[offset:offset + len(data)] = data

    def _unpack(self, data):
        order = "little" if self._little else "big"
        out = []
        for code, count, off, size in self._items:
            kind = _CODES[code][2]
            chunk = data[off:off + size]
            if kind == "pad":
                continue
            if kind == "str":
                out.append(bytes(chunk))
            elif kind == "pascal":
                n = min(chunk[0], count - 1) if count else 0
                out.append(bytes(chunk[1:1 + n]))
            elif kind == "char":
                out.append(bytes(chunk))
            elif kind == "bool":
                out.append(chunk != bytes(size))
            elif kind == "int":
                out.append(int.from_bytes(chunk, order, signed=True))
            elif kind == "uint":
                out.append(int.from_bytes(chunk, order))
            else:
                ebits, mbits = _FLOAT[code]
                out.append(_bits_float(int.from_bytes(chunk, order), ebits, mbits))
        return tuple(out)

    def unpack(self, buffer):
        data = _buf(buffer)
        if len(data) != self.size:
            raise error("unpack requires a buffer of %d bytes" % self.size)
        return self._unpack(data)

    def unpack_from(self, buffer, offset=0):
        data = _buf(buffer)
        if offset < 0:
            offset += len(data)
        if len(data) - offset < self.size:
            raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d "
                        "(actual buffer size is %d)" % (self.size + offset, self.size, offset, len(data)))
        return self._unpack(data[offset:offset + self.size])

    def iter_unpack(self, buffer):
        data = _buf(buffer)
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self.size:
            raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % self.size)
        for i in range(0, len(data), self.size):
            yield self._unpack(data[i:i + self.size])

    def __repr__(self):
        return "Struct(%r)" % (self.format,)


def _buf(b):
    if isinstance(b, (bytes, bytearray)):
        return bytes(b)
    if isinstance(b, memoryview):
        return b.tobytes()
    raise TypeError("a bytes-like object is required, not '%s'" % type(b).__name__)


def calcsize(format, /):
    """Return size in bytes of the struct described by the format string."""
    return Struct(format).size


def pack(format, /, *v):
    """Return a bytes object containing the values v packed according to the format string."""
    return Struct(format).pack(*v)


def pack_into(format, buffer, offset, /, *v):
    return Struct(format).pack_into(buffer, offset, *v)


def unpack(format, buffer, /):
    """Return a tuple containing values unpacked according to the format string."""
    return Struct(format).unpack(buffer)


def unpack_from(format, /, buffer, offset=0):
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer, /):
    return Struct(format).iter_unpack(buffer)
