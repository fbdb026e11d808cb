"""codecs for nnscope: the parts of CPython's codecs module that programs use, over str.encode/bytes.decode.

codecs.open (the usual reason to import it) opens the sandbox file in text mode with the encoding given,
as CPython's StreamReaderWriter reads and writes it; encode/decode/lookup and the BOM constants follow
CPython. Incremental and stream codec classes are not provided.
"""
import builtins

__all__ = ["open", "encode", "decode", "lookup", "getencoder", "getdecoder", "iterencode", "iterdecode",
           "lookup_error", "register_error", "CodecInfo", "BOM", "BOM_BE", "BOM_LE", "BOM_UTF8", "BOM_UTF16",
           "BOM_UTF16_BE", "BOM_UTF16_LE", "BOM_UTF32", "BOM_UTF32_BE", "BOM_UTF32_LE"]

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_LE = BOM_UTF16_LE = b"\xff\xfe"
BOM_BE = BOM_UTF16_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE

_NAMES = {"utf8": "utf-8", "utf_8": "utf-8", "u8": "utf-8", "utf": "utf-8", "cp65001": "utf-8",
          "ascii": "ascii", "us_ascii": "ascii", "646": "ascii",
          "latin_1": "iso8859-1", "latin1": "iso8859-1", "latin": "iso8859-1", "iso8859_1": "iso8859-1",
          "iso_8859_1": "iso8859-1", "l1": "iso8859-1", "8859": "iso8859-1", "cp819": "iso8859-1",
          "utf_16": "utf-16", "utf16": "utf-16", "utf_16_le": "utf-16-le", "utf_16_be": "utf-16-be",
          "utf_32": "utf-32", "utf32": "utf-32", "utf_8_sig": "utf-8-sig"}
_HANDLERS = ("strict", "ignore", "replace", "xmlcharrefreplace", "backslashreplace", "namereplace",
             "surrogateescape", "surrogatepass")


class CodecInfo(tuple):
    """(encode, decode, streamreader, streamwriter) with the codec's name, as lookup() returns it."""

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None, incrementalencoder=None,
                incrementaldecoder=None, name=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        return self

    def __repr__(self):
        return "<codecs.CodecInfo object for encoding %s>" % self.name


def _normal(encoding):
    key = encoding.strip().lower().replace("-", "_").replace(" ", "_")
    if key not in _NAMES:
        raise LookupError("unknown encoding: " + encoding)
    return _NAMES[key]


def _engine(name):
    return "latin-1" if name == "iso8859-1" else name


def lookup(encoding):
    name = _normal(encoding)
    return CodecInfo(getencoder(name), getdecoder(name), name=name)


def getencoder(encoding):
    name = _engine(_normal(encoding))

    def encoder(obj, errors="strict"):
        return obj.encode(name, errors), len(obj)
    return encoder


def getdecoder(encoding):
    name = _engine(_normal(encoding))

    def decoder(obj, errors="strict"):
        return bytes(obj).decode(name, errors), len(obj)
    return decoder


def encode(obj, encoding="utf-8", errors="strict"):
    if not isinstance(obj, str):
        raise TypeError("utf_8_encode() argument 1 must be str, not " + type(obj).__name__)
    return obj.encode(_engine(_normal(encoding)), errors)


def decode(obj, encoding="utf-8", errors="strict"):
    if isinstance(obj, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return bytes(obj).decode(_engine(_normal(encoding)), errors)


def iterencode(iterator, encoding, errors="strict", **kwargs):
    for s in iterator:
        out = encode(s, encoding, errors)
        if out:
            yield out


def iterdecode(iterator, encoding, errors="strict", **kwargs):
    data = b"".join(iterator)
    out = decode(data, encoding, errors)
    if out:
        yield out


def lookup_error(name):
    if name not in _HANDLERS:
        raise LookupError("unknown error handler name '%s'" % name)
    return name


def register_error(name, error_handler):
    if not callable(error_handler):
        raise TypeError("handler must be callable")
    raise NotImplementedError("nnscope: custom codec error handlers are not supported")


def open(filename, mode="r", encoding=None, errors="strict", buffering=-1):
    if encoding is None:
        return builtins.open(filename, mode, buffering)
    _normal(encoding)
    mode = mode.replace("b", "").replace("t", "")
    return builtins.open(filename, mode, buffering, encoding=encoding, errors=errors)
