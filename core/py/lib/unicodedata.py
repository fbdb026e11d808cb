"""unicodedata for nnscope: the Unicode Character Database (15.1.0, as
CPython 3.13) from the tables in _unicodedata_db.

Complete for every code point: category, bidirectional, east_asian_width,
combining, mirrored, decimal/digit/numeric. Names (name, lookup) cover the
ranges listed in tests/tools/gen-unicodedata.py (Latin, Greek, Cyrillic,
Hebrew, Arabic, Devanagari, Thai, punctuation, symbols, arrows, math,
box drawing, CJK punctuation, kana, fullwidth forms, emoji) plus the
algorithmic CJK ideograph and Hangul syllable names. Decompositions, and so
normalize/is_normalized, cover everything except Arabic presentation forms,
CJK compatibility ideographs and Kangxi radicals.
"""

import _unicodedata_db as _db
from bisect import bisect_right as _bisect

unidata_version = _db.VERSION

_ALPHA = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_cache = {}


def _runs(key, text, conv):
    t = _cache.get(key)
    if t is None:
        starts, values = [], []
        for item in text.split(","):
            a, _, v = item.partition(":")
            starts.append(int(a, 16))
            values.append(conv(v))
        t = _cache[key] = (starts, values)
    return t


def _run_value(key, text, conv, cp):
    starts, values = _runs(key, text, conv)
    return values[_bisect(starts, cp) - 1]


def _delta(key, text):
    d = _cache.get(key)
    if d is None:
        d = {}
        cp = -1
        for item in text.split(","):
            a, sep, v = item.partition(":")
            if sep:
                cp = int(a, 16)
            else:
                cp += 1
                v = a
            d[cp] = v
        _cache[key] = d
    return d


def _cp(fname, chr_):
    if type(chr_) is not str and not isinstance(chr_, str):
        raise TypeError(f"{fname}() argument must be a unicode character, not {type(chr_).__name__}")
    if len(chr_) != 1:
        raise TypeError(f"{fname}() argument must be a unicode character, not str")
    return ord(chr_)


def category(chr, /):
    return _run_value("cat", _db.CATEGORY, str, _cp("category", chr))


def bidirectional(chr, /):
    return _run_value("bidi", _db.BIDI, str, _cp("bidirectional", chr))


def east_asian_width(chr, /):
    return _run_value("eaw", _db.EAW, str, _cp("east_asian_width", chr))


def combining(chr, /):
    return _run_value("ccc", _db.COMBINING, int, _cp("combining", chr))


def mirrored(chr, /):
    return _run_value("mir", _db.MIRRORED, int, _cp("mirrored", chr))


# ---------------------------------------------------------------- numbers

def _numeric_table():
    t = _cache.get("num")
    if t is None:
        t = {}
        for start in _db.DIGIT_RUNS.split(","):
            s = int(start, 16)
            for i in range(10):
                t[s + i] = (float(i), i, i)
        for item in _db.NUMERIC.split(","):
            cp, v, dg, de = item.split(":")
            if "/" in v:
                a, b = v.split("/")
                val = int(a) / int(b)
            else:
                val = float(int(v))
            t[int(cp, 16)] = (val, int(dg) if dg else None, int(de) if de else None)
        _cache["num"] = t
    return t


_missing = object()


def decimal(chr, default=_missing, /):
    v = _numeric_table().get(_cp("decimal", chr))
    if v is None or v[2] is None:
        if default is _missing:
            raise ValueError("not a decimal")
        return default
    return v[2]


def digit(chr, default=_missing, /):
    v = _numeric_table().get(_cp("digit", chr))
    if v is None or v[1] is None:
        if default is _missing:
            raise ValueError("not a digit")
        return default
    return v[1]


def numeric(chr, default=_missing, /):
    v = _numeric_table().get(_cp("numeric", chr))
    if v is None:
        if default is _missing:
            raise ValueError("not a numeric character")
        return default
    return v[0]


# ---------------------------------------------------------------- names

_SBASE, _LBASE, _VBASE, _TBASE = 0xAC00, 0x1100, 0x1161, 0x11A7
_LCOUNT, _VCOUNT, _TCOUNT = 19, 21, 28
_NCOUNT = _VCOUNT * _TCOUNT
_SCOUNT = _LCOUNT * _NCOUNT
_JAMO_L = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"]
_JAMO_V = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI",
           "YU", "EU", "YI", "I"]
_JAMO_T = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B",
           "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"]
_CJK = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0x20000, 0x2A6DF), (0x2A700, 0x2B739), (0x2B740, 0x2B81D),
        (0x2B820, 0x2CEA1), (0x2CEB0, 0x2EBE0), (0x2EBF0, 0x2EE5D), (0x30000, 0x3134A), (0x31350, 0x323AF)]


def _names():
    d = _cache.get("names")
    if d is None:
        words = _db.WORDS.split(" ")
        enc = _delta("names_enc", _db.NAMES)
        d = {}
        for cp, code in enc.items():
            d[cp] = " ".join(words[_ALPHA.index(code[i]) * 62 + _ALPHA.index(code[i + 1])]
                             for i in range(0, len(code), 2))
        _cache["names"] = d
        del _cache["names_enc"]
    return d


def name(chr, default=_missing, /):
    cp = _cp("name", chr)
    n = _names().get(cp)
    if n is None:
        s = cp - _SBASE
        if 0 <= s < _SCOUNT:
            n = ("HANGUL SYLLABLE " + _JAMO_L[s // _NCOUNT] + _JAMO_V[(s % _NCOUNT) // _TCOUNT]
                 + _JAMO_T[s % _TCOUNT])
        else:
            for a, b in _CJK:
                if a <= cp <= b:
                    n = "CJK UNIFIED IDEOGRAPH-%X" % cp
                    break
    if n is None:
        if default is _missing:
            raise ValueError("no such name")
        return default
    return n


def lookup(name, /):
    if not isinstance(name, str):
        raise TypeError(f"lookup() argument must be str, not {type(name).__name__}")
    key = name.upper()
    rev = _cache.get("rev")
    if rev is None:
        rev = _cache["rev"] = {v: k for k, v in _names().items()}
    cp = rev.get(key)
    if cp is None:
        if key.startswith("CJK UNIFIED IDEOGRAPH-"):
            try:
                v = int(key[22:], 16)
            except ValueError:
                v = -1
            if any(a <= v <= b for a, b in _CJK) and len(key) in (26, 27):
                cp = v
        elif key.startswith("HANGUL SYLLABLE "):
            rest = key[16:]
            for li, l in enumerate(_JAMO_L):
                if not rest.startswith(l):
                    continue
                for vi, v in enumerate(_JAMO_V):
                    if not rest[len(l):].startswith(v):
                        continue
                    t = rest[len(l) + len(v):]
                    if t in _JAMO_T:
                        cp = _SBASE + (li * _VCOUNT + vi) * _TCOUNT + _JAMO_T.index(t)
    if cp is None:
        raise KeyError(f"undefined character name '{name}'")
    return chr(cp)


# ---------------------------------------------------------------- decomposition

def _decomp_table():
    d = _cache.get("dec")
    if d is None:
        tags = _db.DECOMP_TAGS.split(",")
        d = {}
        for cp, v in _delta("dec_raw", _db.DECOMP).items():
            d[cp] = (tags[_ALPHA.index(v[0])], [int(x, 16) for x in v[1:].split(" ")])
        del _cache["dec_raw"]
        _cache["dec"] = d
    return d


def decomposition(chr, /):
    cp = _cp("decomposition", chr)
    e = _decomp_table().get(cp)
    if e is None:
        return ""
    tag, codes = e
    body = " ".join("%04X" % c for c in codes)
    return tag + " " + body if tag else body


def _compose_table():
    c = _cache.get("comp")
    if c is None:
        dec = _decomp_table()
        c = {}
        for x in _db.COMPOSITES.split(","):
            cp = int(x, 16)
            a, b = dec[cp][1]
            c[(a, b)] = cp
        _cache["comp"] = c
    return c


def _decompose(cp, compat, out):
    s = cp - _SBASE
    if 0 <= s < _SCOUNT:
        out.append(_LBASE + s // _NCOUNT)
        out.append(_VBASE + (s % _NCOUNT) // _TCOUNT)
        if s % _TCOUNT:
            out.append(_TBASE + s % _TCOUNT)
        return
    e = _decomp_table().get(cp)
    if e is None or (e[0] and not compat):
        out.append(cp)
        return
    for c in e[1]:
        _decompose(c, compat, out)


def _ccc(cp):
    return _run_value("ccc", _db.COMBINING, int, cp)


def _nfd(s, compat):
    out = []
    for ch in s:
        _decompose(ord(ch), compat, out)
    # canonical ordering: stable sort of each run of non-starters
    i, n = 0, len(out)
    while i < n:
        if _ccc(out[i]) == 0:
            i += 1
            continue
        j = i
        while j < n and _ccc(out[j]) != 0:
            j += 1
        if j - i > 1:
            out[i:j] = sorted(out[i:j], key=_ccc)
        i = j
    return out


def _compose(cps):
    table = _compose_table()
    out = []
    si = -1
    lastcc = 0
    for c in cps:
        cc = _ccc(c)
        if si >= 0 and (len(out) - 1 == si or (lastcc != 0 and lastcc < cc)):
            a = out[si]
            comp = None
            li, vi = a - _LBASE, c - _VBASE
            if 0 <= li < _LCOUNT and 0 <= vi < _VCOUNT and len(out) - 1 == si:
                comp = _SBASE + (li * _VCOUNT + vi) * _TCOUNT
            else:
                s, ti = a - _SBASE, c - _TBASE
                if 0 <= s < _SCOUNT and s % _TCOUNT == 0 and 0 < ti < _TCOUNT and len(out) - 1 == si:
                    comp = a + ti
                else:
                    comp = table.get((a, c))
            if comp is not None:
                out[si] = comp
                continue
        if cc == 0:
            si = len(out)
            lastcc = 0
        else:
            lastcc = cc
        out.append(c)
    return out


def normalize(form, unistr, /):
    if not isinstance(form, str):
        raise TypeError(f"normalize() argument 1 must be str, not {type(form).__name__}")
    if not isinstance(unistr, str):
        raise TypeError(f"normalize() argument 2 must be str, not {type(unistr).__name__}")
    if form not in ("NFC", "NFD", "NFKC", "NFKD"):
        raise ValueError("invalid normalization form")
    if unistr.isascii():
        return unistr
    cps = _nfd(unistr, form in ("NFKC", "NFKD"))
    if form in ("NFC", "NFKC"):
        cps = _compose(cps)
    return "".join(map(chr, cps))


def is_normalized(form, unistr, /):
    return normalize(form, unistr) == unistr
