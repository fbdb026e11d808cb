"""binascii: conversions between binary data and ASCII (hex, base64, crc32)."""

__all__ = ["Error", "Incomplete", "hexlify", "unhexlify", "b2a_hex", "a2b_hex", "b2a_base64", "a2b_base64", "crc32"]


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_REV = {c: i for i, c in enumerate(_B64)}


def _bytes_arg(fname, data):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def _ascii_arg(data):
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return data.encode("ascii")
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("argument should be bytes, buffer or ASCII string, not '" + type(data).__name__ + "'")


def hexlify(data, sep=None, bytes_per_sep=1):
    """Hexadecimal representation of binary data."""
    data = _bytes_arg("hexlify", data)
    if sep is None:
        return data.hex().encode("ascii")
    return data.hex(sep, bytes_per_sep).encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    """Binary data of hexadecimal representation."""
    s = _ascii_arg(hexstr)
    if len(s) % 2:
        raise Error("Odd-length string")
    out = bytearray()
    for i in range(0, len(s), 2):
        hi = _HEX.get(s[i], -1)
        lo = _HEX.get(s[i + 1], -1)
        if hi < 0 or lo < 0:
            raise Error("Non-hexadecimal digit found")
        out.append(hi * 16 + lo)
    return bytes(out)


_HEX = {c: int(chr(c), 16) for c in b"0123456789abcdefABCDEF"}


a2b_hex = unhexlify


def b2a_base64(data, /, *, newline=True):
    """Base64-code line of data."""
    data = _bytes_arg("b2a_base64", data)
    out = bytearray()
    for i in range(0, len(data) - 2, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63], _B64[n & 63]))
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63])) + b"=="
    elif rest == 2:
        n = (data[-2] << 16) | (data[-1] << 8)
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63])) + b"="
    if newline:
        out += b"\n"
    return bytes(out)


def a2b_base64(data, /, *, strict_mode=False):
    """Decode a line of base64 data."""
    s = _ascii_arg(data)
    vals = []
    pads = 0
    for c in s:
        if c == 61:  # '='
            pads += 1
            if len(vals) % 4 >= 2 and (len(vals) + pads) % 4 == 0:
                break
            continue
        v = _B64_REV.get(c)
        if v is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if pads and strict_mode:
            raise Error("Discontinuous padding not allowed")
        vals.append(v)
    if len(vals) % 4 == 1:
        raise Error("Invalid base64-encoded string: number of data characters (" + str(len(vals)) +
                    ") cannot be 1 more than a multiple of 4")
    if len(vals) % 4 and (len(vals) % 4) + pads < 4:
        raise Error("Incorrect padding")
    out = bytearray()
    for i in range(0, len(vals), 4):
        chunk = vals[i:i + 4]
        n = 0
        for v in chunk:
            n = (n << 6) | v
        n <<= 6 * (4 - len(chunk))
        out += n.to_bytes(3, "big")[:len(chunk) - 1]
    return bytes(out)


_CRC_TABLE = []
for _i in range(256):
    _c = _i
    for _k in range(8):
        _c = (_c >> 1) ^ 0xEDB88320 if _c & 1 else _c >> 1
    _CRC_TABLE.append(_c)
del _i, _c, _k


def crc32(data, crc=0, /):
    """Compute CRC-32 incrementally."""
    data = _bytes_arg("crc32", data)
    crc = ~crc & 0xFFFFFFFF
    for b in data:
        crc = _CRC_TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return ~crc & 0xFFFFFFFF
