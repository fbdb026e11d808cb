"""zlib: the checksums (crc32, adler32) and DEFLATE in Python. decompress
inflates any zlib, gzip or raw stream as CPython's zlib does. compress writes
a valid stream with the header of the level asked for, but its blocks are
stored (not compressed): round trips agree with CPython, the compressed
bytes themselves agree only at level 0."""

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_DEFAULT_STRATEGY = 0
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6
ZLIB_VERSION = "1.3.1"
ZLIB_RUNTIME_VERSION = "1.3.1"


class error(Exception):
    pass


_CRC_TABLE = None


def _data(data):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return bytes(data)


def crc32(data, value=0, /):
    """CRC-32 (the polynomial of zip and gzip) of data, continuing from value."""
    global _CRC_TABLE
    if _CRC_TABLE is None:
        t = []
        for n in range(256):
            c = n
            for _ in range(8):
                c = (0xEDB88320 ^ (c >> 1)) if c & 1 else (c >> 1)
            t.append(c)
        _CRC_TABLE = t
    table = _CRC_TABLE
    c = (value & 0xFFFFFFFF) ^ 0xFFFFFFFF
    for b in _data(data):
        c = table[(c ^ b) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def adler32(data, value=1, /):
    """Adler-32 of data, continuing from value."""
    a = value & 0xFFFF
    b = (value >> 16) & 0xFFFF
    buf = _data(data)
    for i in range(0, len(buf), 5552):
        for x in buf[i:i + 5552]:
            a += x
            b += a
        a %= 65521
        b %= 65521
    return (b << 16) | a


# ---------------------------------------------------------------- inflate

_LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
             195, 227, 258]
_LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
_DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
              4097, 6145, 8193, 12289, 16385, 24577]
_DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
_CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]


class _Bits:
    def __init__(self, data, pos):
        self.data = data
        self.pos = pos
        self.bit = 0
        self.nbits = 0

    def need(self, n):
        while self.nbits < n:
            if self.pos >= len(self.data):
                raise error("Error -5 while decompressing data: incomplete or truncated stream")
            self.bit |= self.data[self.pos] << self.nbits
            self.pos += 1
            self.nbits += 8

    def bits(self, n):
        self.need(n)
        v = self.bit & ((1 << n) - 1)
        self.bit >>= n
        self.nbits -= n
        return v

    def align(self):
        self.bit = 0
        self.nbits = 0


def _huffman(lengths):
    """(code, length) -> symbol table of a canonical Huffman code."""
    counts = [0] * 16
    for l in lengths:
        counts[l] += 1
    counts[0] = 0
    code = 0
    nxt = [0] * 16
    for i in range(1, 16):
        code = (code + counts[i - 1]) << 1
        nxt[i] = code
    table = {}
    for sym, l in enumerate(lengths):
        if l:
            table[(nxt[l], l)] = sym
            nxt[l] += 1
    return table


def _decode_sym(br, table):
    code = 0
    for l in range(1, 16):
        code = (code << 1) | br.bits(1)
        s = table.get((code, l))
        if s is not None:
            return s
    raise error("Error -3 while decompressing data: invalid code lengths set")


_FIXED = None


def _fixed():
    global _FIXED
    if _FIXED is None:
        lit = [8] * 144 + [9] * 112 + [7] * 24 + [8] * 8
        _FIXED = (_huffman(lit), _huffman([5] * 30))
    return _FIXED


def _inflate(data, pos):
    """Inflate the raw DEFLATE stream at data[pos:]; returns (output, position after the last block)."""
    br = _Bits(data, pos)
    out = bytearray()
    while True:
        final = br.bits(1)
        kind = br.bits(2)
        if kind == 0:
            br.align()
            p = br.pos
            if p + 4 > len(data):
                raise error("Error -5 while decompressing data: incomplete or truncated stream")
            n = data[p] | (data[p + 1] << 8)
            nn = data[p + 2] | (data[p + 3] << 8)
            if n != (~nn & 0xFFFF):
                raise error("Error -3 while decompressing data: invalid stored block lengths")
            if p + 4 + n > len(data):
                raise error("Error -5 while decompressing data: incomplete or truncated stream")
            out += data[p + 4:p + 4 + n]
            br.pos = p + 4 + n
        elif kind == 3:
            raise error("Error -3 while decompressing data: invalid block type")
        else:
            if kind == 1:
                lit, dist = _fixed()
            else:
                hlit = br.bits(5) + 257
                hdist = br.bits(5) + 1
                hclen = br.bits(4) + 4
                cl = [0] * 19
                for i in range(hclen):
                    cl[_CL_ORDER[i]] = br.bits(3)
                cltab = _huffman(cl)
                lengths = []
                while len(lengths) < hlit + hdist:
                    s = _decode_sym(br, cltab)
                    if s < 16:
                        lengths.append(s)
                    elif s == 16:
                        if not lengths:
                            raise error("Error -3 while decompressing data: invalid bit length repeat")
                        lengths += [lengths[-1]] * (3 + br.bits(2))
                    elif s == 17:
                        lengths += [0] * (3 + br.bits(3))
                    else:
                        lengths += [0] * (11 + br.bits(7))
                lit = _huffman(lengths[:hlit])
                dist = _huffman(lengths[hlit:])
            while True:
                s = _decode_sym(br, lit)
                if s < 256:
                    out.append(s)
                elif s == 256:
                    break
                else:
                    s -= 257
                    if s >= 29:
                        raise error("Error -3 while decompressing data: invalid literal/length code")
                    length = _LEN_BASE[s] + br.bits(_LEN_EXTRA[s])
                    d = _decode_sym(br, dist)
                    if d >= 30:
                        raise error("Error -3 while decompressing data: invalid distance code")
                    back = _DIST_BASE[d] + br.bits(_DIST_EXTRA[d])
                    if back > len(out):
                        raise error("Error -3 while decompressing data: invalid distance too far back")
                    start = len(out) - back
                    if back >= length:
                        out += out[start:start + length]
                    else:
                        for i in range(length):
                            out.append(out[start + i])
        if final:
            return bytes(out), br.pos


def _container(wbits):
    if wbits < 0:
        return 'raw'
    if wbits >= 32:
        return 'auto'
    if wbits >= 16:
        return 'gzip'
    return 'zlib'


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    """Inflate a whole zlib (wbits 8..15), gzip (16+) , auto-detected (32+) or raw (negative) stream."""
    data = _data(data)
    kind = _container(wbits)
    if kind == 'auto':
        kind = 'gzip' if data[:2] == b'\x1f\x8b' else 'zlib'
    pos = 0
    if kind == 'zlib':
        if len(data) < 2:
            raise error("Error -5 while decompressing data: incomplete or truncated stream")
        cmf, flg = data[0], data[1]
        if (cmf * 256 + flg) % 31 != 0:
            raise error("Error -3 while decompressing data: incorrect header check")
        if cmf & 0x0F != 8:
            raise error("Error -3 while decompressing data: unknown compression method")
        if flg & 0x20:
            raise error("Error -3 while decompressing data: need dictionary")
        pos = 2
    elif kind == 'gzip':
        if len(data) < 10:
            raise error("Error -5 while decompressing data: incomplete or truncated stream")
        if data[:2] != b'\x1f\x8b':
            raise error("Error -3 while decompressing data: incorrect header check")
        flags = data[3]
        pos = 10
        if flags & 4:
            pos += 2 + (data[pos] | (data[pos + 1] << 8))
        if flags & 8:
            pos = data.index(0, pos) + 1
        if flags & 16:
            pos = data.index(0, pos) + 1
        if flags & 2:
            pos += 2
    out, pos = _inflate(data, pos)
    if kind == 'zlib':
        if pos + 4 > len(data):
            raise error("Error -5 while decompressing data: incomplete or truncated stream")
        if int.from_bytes(data[pos:pos + 4], 'big') != adler32(out):
            raise error("Error -3 while decompressing data: incorrect data check")
    elif kind == 'gzip':
        if pos + 8 > len(data):
            raise error("Error -5 while decompressing data: incomplete or truncated stream")
        if int.from_bytes(data[pos:pos + 4], 'little') != crc32(out):
            raise error("Error -3 while decompressing data: incorrect data check")
    return out


def _stored(data, final=True):
    out = bytearray()
    n = len(data)
    i = 0
    while True:
        chunk = data[i:i + 65535]
        i += len(chunk)
        last = final and i >= n
        out.append(1 if last else 0)
        out += len(chunk).to_bytes(2, 'little') + (len(chunk) ^ 0xFFFF).to_bytes(2, 'little')
        out += chunk
        if i >= n:
            return bytes(out)


def _zheader(level):
    flevel = 0 if level in (0, 1) else 1 if level in (2, 3, 4, 5) else 2 if level in (-1, 6) else 3
    cmf = 0x78
    flg = flevel << 6
    flg += 31 - ((cmf * 256 + flg) % 31)
    return bytes([cmf, flg])


def compress(data, /, level=Z_DEFAULT_COMPRESSION, wbits=MAX_WBITS):
    """A valid zlib/gzip/raw stream of data in stored blocks (see the module doc)."""
    data = _data(data)
    if not -1 <= level <= 9:
        raise error("Bad compression level")
    kind = _container(wbits)
    body = _stored(data)
    if kind == 'raw':
        return body
    if kind == 'gzip':
        return (b'\x1f\x8b\x08\x00\x00\x00\x00\x00' + bytes([4 if level == 1 else 2 if level == 9 else 0, 3]) +
                body + crc32(data).to_bytes(4, 'little') + (len(data) & 0xFFFFFFFF).to_bytes(4, 'little'))
    return _zheader(level) + body + adler32(data).to_bytes(4, 'big')


class _Compress:
    def __init__(self, level, wbits):
        self._level = level
        self._wbits = wbits
        self._buf = bytearray()

    def compress(self, data):
        self._buf += _data(data)
        return b''

    def flush(self, mode=Z_FINISH):
        if mode != Z_FINISH:
            return b''
        out = compress(bytes(self._buf), self._level, self._wbits)
        self._buf = bytearray()
        return out


class _Decompress:
    def __init__(self, wbits):
        self._wbits = wbits
        self._buf = bytearray()
        self.unused_data = b''
        self.unconsumed_tail = b''
        self.eof = False

    def decompress(self, data, max_length=0):
        self._buf += _data(data)
        try:
            out = decompress(bytes(self._buf), self._wbits)
        except error as e:
            if 'incomplete' in str(e):
                return b''
            raise
        self.eof = True
        self._buf = bytearray()
        return out

    def flush(self, length=DEF_BUF_SIZE):
        return b''


def compressobj(level=Z_DEFAULT_COMPRESSION, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
                strategy=Z_DEFAULT_STRATEGY, zdict=None):
    return _Compress(level, wbits)


def decompressobj(wbits=MAX_WBITS, zdict=b''):
    return _Decompress(wbits)
