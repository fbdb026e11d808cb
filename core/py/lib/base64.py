"""base64: Base16, Base32 and Base64 encodings (RFC 4648), on top of binascii."""

import binascii

__all__ = ["encode", "decode", "encodebytes", "decodebytes", "b64encode", "b64decode", "b32encode",
           "b32decode", "b16encode", "b16decode", "standard_b64encode", "standard_b64decode",
           "urlsafe_b64encode", "urlsafe_b64decode"]


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    if isinstance(s, memoryview):
        return s.tobytes()
    raise TypeError("argument should be a bytes-like object or ASCII string, not '" + type(s).__name__ + "'")


def _bytes_arg(s):
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    if isinstance(s, memoryview):
        return s.tobytes()
    raise TypeError("a bytes-like object is required, not '" + type(s).__name__ + "'")


def _tr(s, frm, to):
    # bytes.translate(bytes.maketrans(frm, to)) for a few bytes
    table = dict(zip(frm, to))
    return bytes(table.get(c, c) for c in s)


def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object."""
    encoded = binascii.b2a_base64(_bytes_arg(s), newline=False)
    if altchars is not None:
        altchars = _bytes_arg(altchars)
        return _tr(encoded, b"+/", altchars[:2])
    return encoded


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        s = _tr(s, altchars, b"+/")
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _tr(b64encode(s), b"+/", b"-_")


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    return b64decode(_tr(s, b"-_", b"+/"))


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32_REV = {c: i for i, c in enumerate(_B32)}


def b32encode(s):
    """Encode the bytes-like objects using base32 and return a bytes object."""
    s = _bytes_arg(s)
    out = bytearray()
    for i in range(0, len(s), 5):
        chunk = s[i:i + 5]
        n = int.from_bytes(chunk + b"\x00" * (5 - len(chunk)), "big")
        enc = bytes(_B32[(n >> (35 - 5 * j)) & 31] for j in range(8))
        keep = {1: 2, 2: 4, 3: 5, 4: 7, 5: 8}[len(chunk)]
        out += enc[:keep] + b"=" * (8 - keep)
    return bytes(out)


def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        s = _tr(s, b"01", b"O" + map01)
    if casefold:
        s = s.decode("ascii").upper().encode("ascii")
    stripped = s.decode("ascii").rstrip("=").encode("ascii")
    pads = len(s) - len(stripped)
    if pads not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    out = bytearray()
    for i in range(0, len(stripped), 8):
        chunk = stripped[i:i + 8]
        n = 0
        for c in chunk:
            v = _B32_REV.get(c, -1)
            if v < 0:
                raise binascii.Error("Non-base32 digit found")
            n = (n << 5) | v
        n <<= 5 * (8 - len(chunk))
        nbytes = {8: 5, 7: 4, 5: 3, 4: 2, 2: 1}.get(len(chunk))
        if nbytes is None:
            raise binascii.Error("Incorrect padding")
        out += n.to_bytes(5, "big")[:nbytes]
    return bytes(out)


def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes object."""
    return _bytes_arg(s).hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s."""
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.decode("ascii").upper().encode("ascii")
    for c in s:
        if c not in b"0123456789ABCDEF":
            raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines of base-64 data."""
    s = _bytes_arg(s)
    pieces = []
    for i in range(0, len(s), 57):
        pieces.append(binascii.b2a_base64(s[i:i + 57]))
    return b"".join(pieces)


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    return binascii.a2b_base64(_bytes_arg(s))
