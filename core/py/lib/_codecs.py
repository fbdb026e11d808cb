"""_codecs: the codec primitives codecs builds on (pickles of bytes made with
protocols 0-2 call _codecs.encode, so it lives here as in CPython)."""


def encode(obj, encoding='utf-8', errors='strict'):
    """obj encoded with the codec named encoding (str -> bytes for text codecs)."""
    import codecs
    return codecs.lookup(encoding).encode(obj, errors)[0]


def decode(obj, encoding='utf-8', errors='strict'):
    import codecs
    return codecs.lookup(encoding).decode(obj, errors)[0]
