"""codecs: codec lookup, encode/decode, BOM constants, incremental decoders
and codecs.open, as CPython 3.13 for the codecs real code names.

The text codecs are str.encode/bytes.decode's own (utf-8, latin-1, ascii)
plus, written here, utf-8-sig, utf-16/-32 (le, be, and with a BOM),
unicode_escape and raw_unicode_escape. Incremental decoders keep an
unfinished multi-byte sequence until the next call.
"""
import sys
import builtins
import _codecs
from _codecs import encode, decode

__all__ = ["register", "lookup", "open", "EncodedFile", "BOM", "BOM_BE",
           "BOM_LE", "BOM32_BE", "BOM32_LE", "BOM64_BE", "BOM64_LE",
           "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_LE", "BOM_UTF16_BE",
           "BOM_UTF32", "BOM_UTF32_LE", "BOM_UTF32_BE", "CodecInfo", "Codec",
           "IncrementalEncoder", "IncrementalDecoder", "StreamReader",
           "StreamWriter", "StreamReaderWriter", "getencoder", "getdecoder",
           "getincrementalencoder", "getincrementaldecoder", "getreader",
           "getwriter", "encode", "decode", "iterencode", "iterdecode",
           "strict_errors", "ignore_errors", "replace_errors",
           "xmlcharrefreplace_errors", "backslashreplace_errors",
           "namereplace_errors", "register_error", "lookup_error"]

BOM_UTF8 = b'\xef\xbb\xbf'
BOM_LE = BOM_UTF16_LE = b'\xff\xfe'
BOM_BE = BOM_UTF16_BE = b'\xfe\xff'
BOM_UTF32_LE = b'\xff\xfe\x00\x00'
BOM_UTF32_BE = b'\x00\x00\xfe\xff'
if sys.byteorder == 'little':
    BOM = BOM_UTF16 = BOM_UTF16_LE
    BOM_UTF32 = BOM_UTF32_LE
else:
    BOM = BOM_UTF16 = BOM_UTF16_BE
    BOM_UTF32 = BOM_UTF32_BE
BOM32_LE = BOM_UTF16_LE
BOM32_BE = BOM_UTF16_BE
BOM64_LE = BOM_UTF32_LE
BOM64_BE = BOM_UTF32_BE


class CodecInfo(tuple):
    """(encode, decode, streamreader, streamwriter) with names and incremental codecs."""
    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None, name=None,
                *, _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return "<%s.%s object for encoding %s>" % (self.__class__.__module__,
                                                   self.__class__.__qualname__, self.name)


class Codec:
    def encode(self, input, errors='strict'):
        raise NotImplementedError

    def decode(self, input, errors='strict'):
        raise NotImplementedError


class IncrementalEncoder(object):
    def __init__(self, errors='strict'):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class IncrementalDecoder(object):
    def __init__(self, errors='strict'):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


class BufferedIncrementalDecoder(IncrementalDecoder):
    """Keeps the undecodable tail of each input for the next decode() call."""

    def __init__(self, errors='strict'):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b""

    def _buffer_decode(self, input, errors, final):
        raise NotImplementedError

    def decode(self, input, final=False):
        data = self.buffer + input
        (result, consumed) = self._buffer_decode(data, self.errors, final)
        self.buffer = data[consumed:]
        return result

    def reset(self):
        IncrementalDecoder.reset(self)
        self.buffer = b""

    def getstate(self):
        return (self.buffer, 0)

    def setstate(self, state):
        self.buffer = state[0]


# ---- the codecs themselves: (encode(str, errors), decode(bytes, errors, final))

def _utf8_partial(data):
    """How many bytes at data's end start a sequence that is not finished yet."""
    n = len(data)
    for back in range(1, min(3, n) + 1):
        b = data[n - back]
        if b & 0xC0 == 0x80:
            continue
        need = 2 if b & 0xE0 == 0xC0 else 3 if b & 0xF0 == 0xE0 else 4 if b & 0xF8 == 0xF0 else 1
        return back if need > back else 0
    return 0


def _plain(name):
    def enc(s, errors='strict'):
        return s.encode(name, errors), len(s)

    def dec(b, errors='strict', final=True):
        b = bytes(b)
        cut = len(b)
        if not final and name == 'utf-8':
            cut -= _utf8_partial(b)
        return b[:cut].decode(name, errors), cut
    return enc, dec


def _utf8sig_enc(s, errors='strict'):
    return BOM_UTF8 + s.encode('utf-8', errors), len(s)


def _utf8sig_dec(b, errors='strict', final=True):
    b = bytes(b)
    skip = 3 if b[:3] == BOM_UTF8 else 0
    if not final and len(b) < 3 and BOM_UTF8.startswith(b):
        return '', 0
    s, n = _plain('utf-8')[1](b[skip:], errors, final)
    return s, n + skip


def _wide(width, order, bom):
    """A utf-16 or utf-32 codec of one byte order (bom: write and strip a BOM)."""
    name = 'utf-%d' % (width * 8)

    def enc(s, errors='strict'):
        out = bytearray(BOM_UTF16_LE if width == 2 else BOM_UTF32_LE) if bom else bytearray()
        o = 'little' if bom else order
        for ch in s:
            c = ord(ch)
            if width == 2 and c > 0xFFFF:
                c -= 0x10000
                out += (0xD800 | (c >> 10)).to_bytes(2, o)
                out += (0xDC00 | (c & 0x3FF)).to_bytes(2, o)
            else:
                out += c.to_bytes(width, o)
        return bytes(out), len(s)

    def dec(b, errors='strict', final=True):
        b = bytes(b)
        o = order
        start = 0
        if bom:
            o = 'little'
            if b[:width] == (BOM_UTF16_LE if width == 2 else BOM_UTF32_LE):
                start = width
            elif b[:width] == (BOM_UTF16_BE if width == 2 else BOM_UTF32_BE):
                o, start = 'big', width
        end = start + (len(b) - start) // width * width
        chars = []
        i = start
        while i < end:
            c = int.from_bytes(b[i:i + width], o)
            if width == 2 and 0xD800 <= c < 0xDC00:
                if i + 4 > end:
                    if not final:
                        break
                    raise UnicodeDecodeError(name, b, i, len(b), 'unexpected end of data')
                c2 = int.from_bytes(b[i + 2:i + 4], o)
                c = 0x10000 + ((c - 0xD800) << 10) + (c2 - 0xDC00)
                i += 2
            chars.append(chr(c))
            i += width
        if final and i < len(b):
            raise UnicodeDecodeError(name, b, i, len(b), 'truncated data')
        return ''.join(chars), i
    return enc, dec


def _raw_escape_enc(s, errors='strict'):
    out = []
    for ch in s:
        c = ord(ch)
        if c > 0xFFFF:
            out.append('\\U%08x' % c)
        elif c > 0xFF:
            out.append('\\u%04x' % c)
        else:
            out.append(ch)
    return ''.join(out).encode('latin-1'), len(s)


def _raw_escape_dec(b, errors='strict', final=True):
    b = bytes(b)
    s = b.decode('latin-1')
    out = []
    i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        if ch == '\\' and i + 1 < n and s[i + 1] in 'uU':
            k = 4 if s[i + 1] == 'u' else 8
            digits = s[i + 2:i + 2 + k]
            if len(digits) == k and all(c in '0123456789abcdefABCDEF' for c in digits):
                out.append(chr(int(digits, 16)))
                i += 2 + k
                continue
            raise UnicodeDecodeError('rawunicodeescape', b, i, min(n, i + 2 + k),
                                     'truncated \\uXXXX escape' if k == 4 else 'truncated \\UXXXXXXXX escape')
        out.append(ch)
        i += 1
    return ''.join(out), len(b)


def _escape_enc(s, errors='strict'):
    out = []
    for ch in s:
        c = ord(ch)
        if ch == '\\':
            out.append('\\\\')
        elif ch == '\t':
            out.append('\\t')
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\r':
            out.append('\\r')
        elif c < 32 or 127 <= c < 256:
            out.append('\\x%02x' % c)
        elif c > 0xFFFF:
            out.append('\\U%08x' % c)
        elif c > 0xFF:
            out.append('\\u%04x' % c)
        else:
            out.append(ch)
    return ''.join(out).encode('latin-1'), len(s)


_SIMPLE_ESC = {'\\': '\\', "'": "'", '"': '"', 'a': '\a', 'b': '\b', 'f': '\f',
               'n': '\n', 'r': '\r', 't': '\t', 'v': '\v', '\n': ''}


def _escape_dec(b, errors='strict', final=True):
    if isinstance(b, str):
        b = b.encode('latin-1')
    s = bytes(b).decode('latin-1')
    out = []
    i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        if ch != '\\' or i + 1 >= n:
            out.append(ch)
            i += 1
            continue
        e = s[i + 1]
        if e in _SIMPLE_ESC:
            out.append(_SIMPLE_ESC[e])
            i += 2
        elif e in '01234567':
            j = i + 1
            while j < n and j < i + 4 and s[j] in '01234567':
                j += 1
            out.append(chr(int(s[i + 1:j], 8)))
            i = j
        elif e in 'xuU':
            k = {'x': 2, 'u': 4, 'U': 8}[e]
            digits = s[i + 2:i + 2 + k]
            if len(digits) < k or not all(c in '0123456789abcdefABCDEF' for c in digits):
                raise UnicodeDecodeError('unicodeescape', bytes(b), i, min(n, i + 2 + k),
                                         'truncated \\%s%s escape' % (e, 'X' * k))
            out.append(chr(int(digits, 16)))
            i += 2 + k
        else:
            out.append('\\' + e)
            i += 2
    return ''.join(out), len(b)


def escape_decode(data, errors=None):
    """bytes with Python escapes resolved (what the STRING pickle opcode holds)."""
    s, n = _escape_dec(data, errors)
    return s.encode('latin-1'), n


def escape_encode(data, errors=None):
    return _escape_enc(bytes(data).decode('latin-1'))[0].replace(b"'", b"\\'"), len(data)


_CODECS = {
    'utf-8': _plain('utf-8'),
    'latin-1': _plain('latin-1'),
    'ascii': _plain('ascii'),
    'utf-8-sig': (_utf8sig_enc, _utf8sig_dec),
    'utf-16': _wide(2, 'little', True),
    'utf-16-le': _wide(2, 'little', False),
    'utf-16-be': _wide(2, 'big', False),
    'utf-32': _wide(4, 'little', True),
    'utf-32-le': _wide(4, 'little', False),
    'utf-32-be': _wide(4, 'big', False),
    'unicode-escape': (_escape_enc, _escape_dec),
    'raw-unicode-escape': (_raw_escape_enc, _raw_escape_dec),
}
_ALIASES = {'utf8': 'utf-8', 'u8': 'utf-8', 'utf': 'utf-8', 'cp65001': 'utf-8',
            'latin1': 'latin-1', 'latin': 'latin-1', 'iso-8859-1': 'latin-1',
            'iso8859-1': 'latin-1', '8859': 'latin-1', 'cp819': 'latin-1', 'l1': 'latin-1',
            'us-ascii': 'ascii', '646': 'ascii', 'us': 'ascii',
            'utf8-sig': 'utf-8-sig', 'utf16': 'utf-16', 'u16': 'utf-16',
            'utf-16le': 'utf-16-le', 'utf-16be': 'utf-16-be', 'utf32': 'utf-32',
            'u32': 'utf-32', 'utf-32le': 'utf-32-le', 'utf-32be': 'utf-32-be',
            'unicode-escape': 'unicode-escape', 'raw-unicode-escape': 'raw-unicode-escape'}
_NAMES = {'latin-1': 'iso8859-1', 'unicode-escape': 'unicode-escape',
          'raw-unicode-escape': 'raw-unicode-escape'}
_search_functions = []
_cache = {}


def _normalize(encoding):
    e = encoding.lower().replace('_', '-').replace(' ', '-')
    return _ALIASES.get(e, _ALIASES.get(e.replace('-', ''), e))


def _make_info(key):
    enc, dec = _CODECS[key]

    class _IncEncoder(IncrementalEncoder):
        def encode(self, input, final=False):
            return enc(input, self.errors)[0]

    class _IncDecoder(BufferedIncrementalDecoder):
        def _buffer_decode(self, input, errors, final):
            return dec(input, errors, final)

    class _Writer(StreamWriter):
        def encode(self, input, errors='strict'):
            return enc(input, errors)

    class _Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return dec(input, errors, True)

    def encoder(input, errors='strict'):
        return enc(input, errors)

    def decoder(input, errors='strict'):
        return dec(input, errors, True)
    name = _NAMES.get(key, key)
    _IncEncoder.__name__ = 'IncrementalEncoder'
    _IncDecoder.__name__ = 'IncrementalDecoder'
    _IncEncoder.__qualname__ = 'IncrementalEncoder'
    _IncDecoder.__qualname__ = 'IncrementalDecoder'
    return CodecInfo(encoder, decoder, _Reader, _Writer, _IncEncoder, _IncDecoder, name)


def register(search_function):
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _search_functions.append(search_function)


def unregister(search_function):
    if search_function in _search_functions:
        _search_functions.remove(search_function)
    _cache.clear()


def lookup(encoding):
    """The CodecInfo of encoding; LookupError('unknown encoding: X') when none."""
    if not isinstance(encoding, str):
        raise TypeError(f"lookup() argument must be str, not {type(encoding).__name__}")
    key = _normalize(encoding)
    if key in _cache:
        return _cache[key]
    for f in _search_functions:
        r = f(key.replace('-', '_'))
        if r is not None:
            _cache[key] = r
            return r
    if key not in _CODECS:
        raise LookupError(f"unknown encoding: {encoding}")
    info = _cache[key] = _make_info(key)
    return info


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def getincrementalencoder(encoding):
    encoder = lookup(encoding).incrementalencoder
    if encoder is None:
        raise LookupError(encoding)
    return encoder


def getincrementaldecoder(encoding):
    decoder = lookup(encoding).incrementaldecoder
    if decoder is None:
        raise LookupError(encoding)
    return decoder


def getreader(encoding):
    return lookup(encoding).streamreader


def getwriter(encoding):
    return lookup(encoding).streamwriter


def iterencode(iterator, encoding, errors='strict', **kwargs):
    encoder = getincrementalencoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = encoder.encode(input)
        if output:
            yield output
    output = encoder.encode("", True)
    if output:
        yield output


def iterdecode(iterator, encoding, errors='strict', **kwargs):
    decoder = getincrementaldecoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = decoder.decode(input)
        if output:
            yield output
    output = decoder.decode(b"", True)
    if output:
        yield output


class StreamWriter(Codec):
    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors

    def write(self, object):
        data, consumed = self.encode(object, self.errors)
        self.stream.write(data)

    def writelines(self, list):
        self.write(''.join(list))

    def reset(self):
        pass

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamReader(Codec):
    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors

    def read(self, size=-1, chars=-1, firstline=False):
        data = self.stream.read() if size < 0 else self.stream.read(size)
        return self.decode(data, self.errors)[0]

    def readline(self, size=None, keepends=True):
        line = self.stream.readline()
        s = self.decode(line, self.errors)[0]
        return s if keepends else s.rstrip('\r\n')

    def readlines(self, sizehint=None, keepends=True):
        return self.read().splitlines(keepends)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


class StreamReaderWriter:
    encoding = 'unknown'

    def __init__(self, stream, Reader, Writer, errors='strict'):
        self.stream = stream
        self.reader = Reader(stream, errors)
        self.writer = Writer(stream, errors)
        self.errors = errors

    def read(self, size=-1):
        return self.reader.read(size)

    def readline(self, size=None):
        return self.reader.readline(size)

    def readlines(self, sizehint=None):
        return self.reader.readlines(sizehint)

    def __next__(self):
        return next(self.reader)

    def __iter__(self):
        return self

    def write(self, data):
        return self.writer.write(data)

    def writelines(self, list):
        return self.writer.writelines(list)

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, type, value, tb):
        self.stream.close()


def open(filename, mode='r', encoding=None, errors='strict', buffering=-1):
    """A file of the run's file system read and written through encoding."""
    if encoding is not None and 'b' not in mode:
        mode = mode + 'b'
    file = builtins.open(filename, mode, buffering)
    if encoding is None:
        return file
    try:
        info = lookup(encoding)
        srw = StreamReaderWriter(file, info.streamreader, info.streamwriter, errors)
        srw.encoding = encoding
        return srw
    except:
        file.close()
        raise


def EncodedFile(file, data_encoding, file_encoding=None, errors='strict'):
    raise NotImplementedError("codecs.EncodedFile is not available in nnscope")


def _err_handler(name):
    def handler(exc):
        raise exc
    handler.__name__ = name + '_errors'
    return handler


strict_errors = _err_handler('strict')
ignore_errors = _err_handler('ignore')
replace_errors = _err_handler('replace')
xmlcharrefreplace_errors = _err_handler('xmlcharrefreplace')
backslashreplace_errors = _err_handler('backslashreplace')
namereplace_errors = _err_handler('namereplace')
_error_handlers = {n[:-7]: f for n, f in (('strict_errors', strict_errors),
                                          ('ignore_errors', ignore_errors),
                                          ('replace_errors', replace_errors))}


def register_error(name, error_handler):
    _error_handlers[name] = error_handler


def lookup_error(name):
    try:
        return _error_handlers[name]
    except KeyError:
        raise LookupError(f"unknown error handler name {name!r}") from None
