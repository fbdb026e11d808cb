"""hashlib: md5, sha1, sha224 and sha256 computed in pure Python (no
OpenSSL here); the hash objects have CPython's interface (update, digest,
hexdigest, copy, name, digest_size, block_size)."""

__all__ = ["md5", "sha1", "sha224", "sha256", "new", "algorithms_guaranteed", "algorithms_available"]

algorithms_guaranteed = {"md5", "sha1", "sha224", "sha256"}
algorithms_available = set(algorithms_guaranteed)

_M32 = 0xFFFFFFFF


def _rol(x, n):
    return ((x << n) | (x >> (32 - n))) & _M32


def _ror(x, n):
    return ((x >> n) | (x << (32 - n))) & _M32


def _as_bytes(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("object supporting the buffer API required")


_MD5_S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
_MD5_K = [int(abs(__import__("math").sin(i + 1)) * 4294967296) & _M32 for i in range(64)]
_SHA256_K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]


def _md5_block(h, block):
    x = [int.from_bytes(block[i:i + 4], "little") for i in range(0, 64, 4)]
    a, b, c, d = h
    for i in range(64):
        if i < 16:
            f = (b & c) | (~b & d)
            g = i
        elif i < 32:
            f = (d & b) | (~d & c)
            g = (5 * i + 1) % 16
        elif i < 48:
            f = b ^ c ^ d
            g = (3 * i + 5) % 16
        else:
            f = c ^ (b | (~d & _M32))
            g = (7 * i) % 16
        f = (f + a + _MD5_K[i] + x[g]) & _M32
        a, d, c = d, c, b
        b = (b + _rol(f, _MD5_S[i])) & _M32
    return [(h[0] + a) & _M32, (h[1] + b) & _M32, (h[2] + c) & _M32, (h[3] + d) & _M32]


def _sha1_block(h, block):
    w = [int.from_bytes(block[i:i + 4], "big") for i in range(0, 64, 4)]
    for i in range(16, 80):
        w.append(_rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1))
    a, b, c, d, e = h
    for i in range(80):
        if i < 20:
            f = (b & c) | (~b & d)
            k = 0x5A827999
        elif i < 40:
            f = b ^ c ^ d
            k = 0x6ED9EBA1
        elif i < 60:
            f = (b & c) | (b & d) | (c & d)
            k = 0x8F1BBCDC
        else:
            f = b ^ c ^ d
            k = 0xCA62C1D6
        t = (_rol(a, 5) + (f & _M32) + e + k + w[i]) & _M32
        a, b, c, d, e = t, a, _rol(b, 30), c, d
    return [(x + y) & _M32 for x, y in zip(h, (a, b, c, d, e))]


def _sha256_block(h, block):
    w = [int.from_bytes(block[i:i + 4], "big") for i in range(0, 64, 4)]
    for i in range(16, 64):
        s0 = _ror(w[i - 15], 7) ^ _ror(w[i - 15], 18) ^ (w[i - 15] >> 3)
        s1 = _ror(w[i - 2], 17) ^ _ror(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w.append((w[i - 16] + s0 + w[i - 7] + s1) & _M32)
    a, b, c, d, e, f, g, hh = h
    for i in range(64):
        s1 = _ror(e, 6) ^ _ror(e, 11) ^ _ror(e, 25)
        ch = (e & f) ^ (~e & g)
        t1 = (hh + s1 + ch + _SHA256_K[i] + w[i]) & _M32
        s0 = _ror(a, 2) ^ _ror(a, 13) ^ _ror(a, 22)
        maj = (a & b) ^ (a & c) ^ (b & c)
        t2 = (s0 + maj) & _M32
        hh, g, f, e, d, c, b, a = g, f, e, (d + t1) & _M32, c, b, a, (t1 + t2) & _M32
    return [(x + y) & _M32 for x, y in zip(h, (a, b, c, d, e, f, g, hh))]


class _Hash:
    block_size = 64

    def __init__(self, data=b"", *, usedforsecurity=True, string=None):
        if string is not None:
            data = string
        self._h = list(self._init)
        self._buf = b""
        self._n = 0
        if data:
            self.update(data)

    def update(self, data, /):
        data = _as_bytes(data)
        self._n += len(data)
        buf = self._buf + data
        i = 0
        while i + 64 <= len(buf):
            self._h = self._block(self._h, buf[i:i + 64])
            i += 64
        self._buf = buf[i:]

    def copy(self):
        c = object.__new__(type(self))
        c._h = list(self._h)
        c._buf = self._buf
        c._n = self._n
        return c

    def digest(self):
        order = "little" if self._little else "big"
        pad = b"\x80" + b"\x00" * ((55 - self._n) % 64) + (self._n * 8 & 0xFFFFFFFFFFFFFFFF).to_bytes(8, order)
        h = self._h
        buf = self._buf + pad
        for i in range(0, len(buf), 64):
            h = self._block(h, buf[i:i + 64])
        return b"".join(x.to_bytes(4, order) for x in h)[:self.digest_size]

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return "<" + self.name + " _hashlib.HASH object>"


class _MD5(_Hash):
    name = "md5"
    digest_size = 16
    _little = True
    _init = (0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476)
    _block = staticmethod(_md5_block)


class _SHA1(_Hash):
    name = "sha1"
    digest_size = 20
    _little = False
    _init = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0)
    _block = staticmethod(_sha1_block)


class _SHA256(_Hash):
    name = "sha256"
    digest_size = 32
    _little = False
    _init = (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    _block = staticmethod(_sha256_block)


class _SHA224(_SHA256):
    name = "sha224"
    digest_size = 28
    _init = (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4)


_CTORS = {"md5": _MD5, "sha1": _SHA1, "sha224": _SHA224, "sha256": _SHA256}


def md5(data=b"", *, usedforsecurity=True, string=None):
    """Returns a md5 hash object; optionally initialized with a string"""
    return _MD5(data, string=string)


def sha1(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha1 hash object; optionally initialized with a string"""
    return _SHA1(data, string=string)


def sha224(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha224 hash object; optionally initialized with a string"""
    return _SHA224(data, string=string)


def sha256(data=b"", *, usedforsecurity=True, string=None):
    """Returns a sha256 hash object; optionally initialized with a string"""
    return _SHA256(data, string=string)


def new(name, data=b"", **kwargs):
    """Return a new hashing object using the named algorithm."""
    ctor = _CTORS.get(name.lower()) if isinstance(name, str) else None
    if ctor is None:
        raise ValueError("unsupported hash type " + str(name))
    return ctor(data, string=kwargs.get("string"))
