"""ast for nnscope: literal_eval only. nnscope's compiler builds no Python
AST objects, so ast.parse and the node classes are absent; literal_eval
parses Python literal syntax itself: strings and bytes (with implicit
concatenation), numbers, +/- signs, complex sums, tuples, lists, dicts,
sets, set(), None, True, False and Ellipsis."""
import re as _re

__all__ = ['literal_eval']

_TOKEN = _re.compile(r'''
    (?P<ws>[ \t\f]+|\\\r?\n|\r?\n|\#[^\n]*)
  | (?P<str>(?:[rRbBuUfF]{0,2})(?:\'\'\'(?:[^\\]|\\.)*?\'\'\'|"""(?:[^\\]|\\.)*?"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"))
  | (?P<num>(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?)[jJ]?)
  | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op>\.\.\.|[-+(){}\[\],:])
''', _re.VERBOSE | _re.DOTALL)


class _Malformed(Exception):
    pass


def _tokens(s):
    pos = 0
    out = []
    while pos < len(s):
        m = _TOKEN.match(s, pos)
        if not m:
            raise SyntaxError('invalid syntax')
        kind = m.lastgroup
        if kind != 'ws':
            out.append((kind, m.group()))
        pos = m.end()
    out.append(('end', ''))
    return out


class _Parser:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def take(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def expect(self, v):
        t = self.take()
        if t[1] != v:
            raise SyntaxError('invalid syntax')

    def top(self):
        v = self.value()
        if self.peek()[1] == ',':
            items = [v]
            while self.peek()[1] == ',':
                self.take()
                if self.peek()[0] == 'end':
                    break
                items.append(self.value())
            v = tuple(items)
        if self.peek()[0] != 'end':
            raise SyntaxError('invalid syntax')
        return v

    def value(self):
        """One literal; a sum/difference is allowed only as real +/- imaginary."""
        left = self.signed()
        t = self.peek()
        if t[1] in ('+', '-'):
            self.take()
            right = self.signed(unary_ok=False)
            if (type(left) in (int, float) and type(right) is complex):
                return left + right if t[1] == '+' else left - right
            raise _Malformed
        return left

    def signed(self, unary_ok=True):
        t = self.peek()
        if t[1] in ('+', '-'):
            if not unary_ok:
                raise _Malformed
            self.take()
            v = self.signed()
            if type(v) not in (int, float, complex):
                raise _Malformed
            return +v if t[1] == '+' else -v
        return self.atom()

    def atom(self):
        kind, text = self.take()
        if kind == 'num':
            return _number(text)
        if kind == 'str':
            parts = [text]
            while self.peek()[0] == 'str':
                parts.append(self.take()[1])
            return _strings(parts)
        if kind == 'name':
            if text in ('None', 'True', 'False'):
                return {'None': None, 'True': True, 'False': False}[text]
            if text == 'set' and self.peek()[1] == '(':
                self.take()
                self.expect(')')
                return set()
            self.skip_rest()
            raise _Malformed
        if text == '...':
            raise _Malformed
        if text == '(':
            if self.peek()[1] == ')':
                self.take()
                return ()
            v = self.value()
            if self.peek()[1] == ')':
                self.take()
                return v
            items = [v]
            while self.peek()[1] == ',':
                self.take()
                if self.peek()[1] == ')':
                    break
                items.append(self.value())
            self.expect(')')
            return tuple(items)
        if text == '[':
            items = self.seq(']')
            return items
        if text == '{':
            if self.peek()[1] == '}':
                self.take()
                return {}
            k = self.value()
            if self.peek()[1] == ':':
                self.take()
                d = {k: self.value()}
                while self.peek()[1] == ',':
                    self.take()
                    if self.peek()[1] == '}':
                        break
                    k = self.value()
                    self.expect(':')
                    d[k] = self.value()
                self.expect('}')
                return d
            items = [k]
            while self.peek()[1] == ',':
                self.take()
                if self.peek()[1] == '}':
                    break
                items.append(self.value())
            self.expect('}')
            return set(items)
        raise SyntaxError('invalid syntax')

    def seq(self, close):
        items = []
        while self.peek()[1] != close:
            items.append(self.value())
            if self.peek()[1] != ',':
                break
            self.take()
        self.expect(close)
        return items

    def skip_rest(self):
        pass


def _number(text):
    t = text.replace('_', '')
    if t[-1] in 'jJ':
        return complex(0, float(t[:-1]))
    low = t.lower()
    if low.startswith(('0x', '0o', '0b')):
        return int(t, 0)
    if any(c in t for c in '.eE'):
        return float(t)
    if len(t) > 1 and t[0] == '0' and t.strip('0'):
        raise SyntaxError('leading zeros in decimal integer literals are not permitted; '
                          'use an 0o prefix for octal integers')
    return int(t)


_ESC = {'\\': '\\', "'": "'", '"': '"', 'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n',
        'r': '\r', 't': '\t', 'v': '\v', '\n': ''}


def _unescape(body, is_bytes):
    out = []
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c != '\\' or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        if e in _ESC:
            out.append(_ESC[e])
            i += 2
        elif e in '01234567':
            j = i + 1
            while j < n and j < i + 4 and body[j] in '01234567':
                j += 1
            out.append(chr(int(body[i + 1:j], 8)))
            i = j
        elif e == 'x' or (not is_bytes and e in 'uU'):
            k = {'x': 2, 'u': 4, 'U': 8}[e]
            out.append(chr(int(body[i + 2:i + 2 + k], 16)))
            i += 2 + k
        elif e == 'N' and not is_bytes:
            j = body.index('}', i)
            import unicodedata
            out.append(unicodedata.lookup(body[i + 3:j]))
            i = j + 1
        else:
            out.append('\\' + e)
            i += 2
    return ''.join(out)


def _strings(parts):
    vals = []
    kinds = set()
    for p in parts:
        j = 0
        while p[j] not in '\'"':
            j += 1
        prefix = p[:j].lower()
        if 'f' in prefix:
            raise _Malformed
        q = 3 if p[j:j + 3] in ("'''", '"""') else 1
        body = p[j + q:len(p) - q]
        is_bytes = 'b' in prefix
        kinds.add(is_bytes)
        s = body if 'r' in prefix else _unescape(body, is_bytes)
        vals.append(s.encode('latin-1') if is_bytes else s)
    if len(kinds) > 1:
        raise SyntaxError('cannot mix bytes and nonbytes literals')
    return (b'' if True in kinds else '').join(vals)


def literal_eval(node_or_string):
    """The value of a Python literal expression given as a string."""
    if not isinstance(node_or_string, str):
        if isinstance(node_or_string, (bytes, bytearray)):
            node_or_string = bytes(node_or_string).decode()
        else:
            raise ValueError(f'malformed node or string: {node_or_string!r}')
    s = node_or_string.lstrip(' \t')
    p = _Parser(_tokens(s))
    try:
        return p.top()
    except _Malformed:
        raise ValueError('malformed node or string on line 1') from None
    except IndexError:
        raise SyntaxError('invalid syntax') from None
