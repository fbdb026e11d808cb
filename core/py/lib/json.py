"""json: JSON encoding and decoding (dumps/dump/loads/load) for nnscope.

Output matches CPython's json module: default separators (', ', ': ') or
(',', ': ') with indent, floats by repr (NaN/Infinity/-Infinity when
allow_nan), non-ASCII escaped as \\uXXXX unless ensure_ascii=False, dict keys
coerced from int/float/bool/None, tuples written as lists.
"""

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecodeError', 'JSONEncoder', 'JSONDecoder']


class JSONDecodeError(ValueError):
    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        errmsg = '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos)
        ValueError.__init__(self, errmsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


_ESC = {'\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t'}


def _encode_str(s, ensure_ascii):
    out = ['"']
    for ch in s:
        e = _ESC.get(ch)
        if e is not None:
            out.append(e)
            continue
        o = ord(ch)
        if o < 0x20 or (ensure_ascii and o > 0x7e):
            if o > 0xffff:
                v = o - 0x10000
                out.append('\\u%04x\\u%04x' % (0xd800 | (v >> 10), 0xdc00 | (v & 0x3ff)))
            else:
                out.append('\\u%04x' % o)
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


class JSONEncoder:
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _encode_str(o, self.ensure_ascii)
        return ''.join(self.iterencode(o))

    def _float(self, o):
        if o != o:
            text = 'NaN'
        elif o == float('inf'):
            text = 'Infinity'
        elif o == -float('inf'):
            text = '-Infinity'
        else:
            return float.__repr__(o)
        if not self.allow_nan:
            raise ValueError('Out of range float values are not JSON compliant: ' + repr(o))
        return text

    def iterencode(self, o, _one_shot=False):
        out = []
        markers = {} if self.check_circular else None
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        self._enc(o, out, markers, indent, 0)
        return out

    def _enc(self, o, out, markers, indent, level):
        if isinstance(o, str):
            out.append(_encode_str(o, self.ensure_ascii))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(self._float(o))
        elif isinstance(o, (list, tuple)):
            self._enc_list(o, out, markers, indent, level)
        elif isinstance(o, dict):
            self._enc_dict(o, out, markers, indent, level)
        else:
            if markers is not None:
                mid = id(o)
                if mid in markers:
                    raise ValueError('Circular reference detected')
                markers[mid] = o
            self._enc(self.default(o), out, markers, indent, level)
            if markers is not None:
                del markers[mid]

    def _mark(self, o, markers):
        if markers is not None:
            mid = id(o)
            if mid in markers:
                raise ValueError('Circular reference detected')
            markers[mid] = o

    def _enc_list(self, lst, out, markers, indent, level):
        if not lst:
            out.append('[]')
            return
        self._mark(lst, markers)
        out.append('[')
        if indent is not None:
            level += 1
            nl = '\n' + indent * level
            sep = self.item_separator + nl
            out.append(nl)
        else:
            sep = self.item_separator
        first = True
        for v in lst:
            if not first:
                out.append(sep)
            first = False
            self._enc(v, out, markers, indent, level)
        if indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append(']')
        if markers is not None:
            del markers[id(lst)]

    def _enc_dict(self, dct, out, markers, indent, level):
        if not dct:
            out.append('{}')
            return
        self._mark(dct, markers)
        out.append('{')
        if indent is not None:
            level += 1
            nl = '\n' + indent * level
            sep = self.item_separator + nl
            out.append(nl)
        else:
            sep = self.item_separator
        items = sorted(dct.items()) if self.sort_keys else dct.items()
        first = True
        for k, v in items:
            if isinstance(k, str):
                pass
            elif isinstance(k, float):
                k = self._float(k)
            elif k is True:
                k = 'true'
            elif k is False:
                k = 'false'
            elif k is None:
                k = 'null'
            elif isinstance(k, int):
                k = int.__repr__(k)
            elif self.skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, not {k.__class__.__name__}')
            if not first:
                out.append(sep)
            first = False
            out.append(_encode_str(k, self.ensure_ascii))
            out.append(self.key_separator)
            self._enc(v, out, markers, indent, level)
        if indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append('}')
        if markers is not None:
            del markers[id(dct)]


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


_WS = ' \t\n\r'
_UNESC = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant
        self.strict = strict

    def decode(self, s):
        i = self._ws(s, 0)
        obj, end = self.raw_decode(s, i)
        end = self._ws(s, end)
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return obj

    def _ws(self, s, i):
        n = len(s)
        while i < n and s[i] in _WS:
            i += 1
        return i

    def raw_decode(self, s, idx=0):
        try:
            return self._value(s, idx)
        except IndexError:
            raise JSONDecodeError('Expecting value', s, idx) from None

    def _const(self, name):
        if self.parse_constant is not None:
            return self.parse_constant(name)
        return {'NaN': float('nan'), 'Infinity': float('inf'), '-Infinity': float('-inf')}[name]

    def _value(self, s, i):
        if i >= len(s):
            raise JSONDecodeError('Expecting value', s, i)
        c = s[i]
        if c == '"':
            return self._string(s, i + 1)
        if c == '{':
            return self._object(s, i + 1)
        if c == '[':
            return self._array(s, i + 1)
        if s.startswith('null', i):
            return None, i + 4
        if s.startswith('true', i):
            return True, i + 4
        if s.startswith('false', i):
            return False, i + 5
        if s.startswith('NaN', i):
            return self._const('NaN'), i + 3
        if s.startswith('Infinity', i):
            return self._const('Infinity'), i + 8
        if s.startswith('-Infinity', i):
            return self._const('-Infinity'), i + 9
        j = i
        n = len(s)
        if j < n and s[j] == '-':
            j += 1
        if j < n and s[j] == '0':
            j += 1
        elif j < n and '1' <= s[j] <= '9':
            while j < n and s[j].isdigit() and s[j] < '\x80':
                j += 1
        else:
            raise JSONDecodeError('Expecting value', s, i)
        isfloat = False
        if j + 1 < n and s[j] == '.' and '0' <= s[j + 1] <= '9':
            isfloat = True
            j += 2
            while j < n and '0' <= s[j] <= '9':
                j += 1
        if j < n and s[j] in 'eE':
            k = j + 1
            if k < n and s[k] in '+-':
                k += 1
            if k < n and '0' <= s[k] <= '9':
                isfloat = True
                j = k
                while j < n and '0' <= s[j] <= '9':
                    j += 1
        text = s[i:j]
        return (self.parse_float(text) if isfloat else self.parse_int(text)), j

    def _string(self, s, i):
        start = i - 1
        out = []
        n = len(s)
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != '\\' and (s[j] >= ' ' or not self.strict):
                j += 1
            out.append(s[i:j])
            if j >= n:
                raise JSONDecodeError('Unterminated string starting at', s, start)
            c = s[j]
            if c == '"':
                return ''.join(out), j + 1
            if c != '\\':
                raise JSONDecodeError('Invalid control character at', s, j)
            if j + 1 >= n:
                raise JSONDecodeError('Unterminated string starting at', s, start)
            e = s[j + 1]
            if e == 'u':
                code = self._hex4(s, j + 2, j)
                i = j + 6
                if 0xd800 <= code <= 0xdbff and s.startswith('\\u', i):
                    lo = self._hex4(s, i + 2, i)
                    if 0xdc00 <= lo <= 0xdfff:
                        code = 0x10000 + (((code - 0xd800) << 10) | (lo - 0xdc00))
                        i += 6
                out.append(chr(code))
            else:
                if e not in _UNESC:
                    raise JSONDecodeError('Invalid \\escape', s, j)
                out.append(_UNESC[e])
                i = j + 2

    def _hex4(self, s, i, at):
        h = s[i:i + 4]
        if len(h) == 4 and all(c in '0123456789abcdefABCDEF' for c in h):
            return int(h, 16)
        raise JSONDecodeError('Invalid \\uXXXX escape', s, at)

    def _object(self, s, i):
        pairs = []
        i = self._ws(s, i)
        if i < len(s) and s[i] == '}':
            return self._finish_obj(pairs), i + 1
        while True:
            i = self._ws(s, i)
            if i >= len(s) or s[i] != '"':
                raise JSONDecodeError('Expecting property name enclosed in double quotes', s, i)
            key, i = self._string(s, i + 1)
            i = self._ws(s, i)
            if i >= len(s) or s[i] != ':':
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            i = self._ws(s, i + 1)
            val, i = self._value(s, i)
            pairs.append((key, val))
            i = self._ws(s, i)
            if i < len(s) and s[i] == '}':
                return self._finish_obj(pairs), i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self._ws(s, i + 1)
            if i < len(s) and s[i] == '}':
                raise JSONDecodeError('Illegal trailing comma before end of object', s, i - 1)
            i = i

    def _finish_obj(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        d = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(d)
        return d

    def _array(self, s, i):
        out = []
        i = self._ws(s, i)
        if i < len(s) and s[i] == ']':
            return out, i + 1
        while True:
            i = self._ws(s, i)
            val, i = self._value(s, i)
            out.append(val)
            i = self._ws(s, i)
            if i < len(s) and s[i] == ']':
                return out, i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self._ws(s, i + 1)
            if i < len(s) and s[i] == ']':
                raise JSONDecodeError('Illegal trailing comma before end of array', s, i - 1)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    if isinstance(s, bytes):
        s = s.decode('utf-8')
    elif not isinstance(s, str):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}')
    if cls is None:
        cls = JSONDecoder
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
               parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)
