"""re: regular expressions for nnscope (a backtracking matcher written in Python).

Supported syntax: literals and escapes, ., ^, $, \\A, \\Z, \\b, \\B, \\d \\D \\w \\W \\s \\S,
character classes with ranges and negation, groups (capturing, (?:...), (?P<name>...),
(?P=name)), lookahead (?=...) (?!...), lookbehind (?<=...) (?<!...), alternation,
greedy and lazy quantifiers (* + ? {m} {m,} {,n} {m,n}), backreferences \\1..\\99,
inline flags (?aimsx) and the flags IGNORECASE, MULTILINE, DOTALL, VERBOSE, ASCII.
API: compile, match, fullmatch, search, findall, finditer, sub, subn, split, escape,
purge, Pattern and Match objects with CPython's reprs.
"""

__all__ = ['compile', 'match', 'fullmatch', 'search', 'findall', 'finditer', 'sub', 'subn', 'split',
           'escape', 'purge', 'error', 'PatternError', 'Pattern', 'Match', 'A', 'I', 'M', 'S', 'X', 'U',
           'ASCII', 'IGNORECASE', 'MULTILINE', 'DOTALL', 'VERBOSE', 'UNICODE', 'NOFLAG', 'RegexFlag']


class RegexFlag(int):
    _names = [(1, 'TEMPLATE'), (2, 'IGNORECASE'), (4, 'LOCALE'), (8, 'MULTILINE'), (16, 'DOTALL'),
              (32, 'UNICODE'), (64, 'VERBOSE'), (128, 'DEBUG'), (256, 'ASCII')]

    def __repr__(self):
        v = int(self)
        if v == 0:
            return 're.NOFLAG'
        names = []
        for bit, name in self._names:
            if v & bit:
                names.append('re.' + name)
                v &= ~bit
        if v:
            names.append(hex(v))
        return '|'.join(names)

    __str__ = __repr__

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    __rand__ = __and__


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
U = UNICODE = RegexFlag(32)
X = VERBOSE = RegexFlag(64)


class PatternError(Exception):
    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            self.lineno = pattern.count('\n', 0, pos) + 1
            self.colno = pos - pattern.rfind('\n', 0, pos)
            if '\n' in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        Exception.__init__(self, msg)


PatternError.__module__ = 're'
error = PatternError

# ------------------------------------------------------------------ parser
# Nodes are tuples: ('lit', ch) ('any',) ('set', negated, items) ('bol',) ('eol',) ('bos',) ('eos',)
# ('wb',) ('nwb',) ('grp', index|None, node) ('alt', [nodes]) ('seq', [nodes]) ('rep', node, lo, hi, greedy)
# ('ref', index) ('look', ahead, negated, node).  Set items: a char, (lo, hi) or a class code 'd','D',...

_CLASS_ESC = 'dDwWsS'
_SIMPLE_ESC = {'n': '\n', 't': '\t', 'r': '\r', 'f': '\f', 'v': '\v', 'a': '\a', '0': '\0'}
_SPECIAL = '.^$*+?{}[]\\|()'


class _Parser:
    def __init__(self, pattern, flags):
        self.p = pattern
        self.i = 0
        self.flags = flags
        self.ngroups = 0
        self.names = {}
        self.open = []

    def err(self, msg, pos=None):
        return PatternError(msg, self.p, self.i if pos is None else pos)

    def more(self):
        return self.i < len(self.p)

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else ''

    def skip_ws(self):
        if not self.flags & 64:
            return
        while self.i < len(self.p):
            c = self.p[self.i]
            if c in ' \t\n\r\f\v':
                self.i += 1
            elif c == '#':
                while self.i < len(self.p) and self.p[self.i] != '\n':
                    self.i += 1
            else:
                break

    def parse(self):
        self.leading_flags()
        node = self.alt()
        if self.more():
            if self.peek() == ')':
                raise self.err('unbalanced parenthesis')
            raise self.err('unexpected character')
        return node

    def leading_flags(self):
        # (?aimsx) at the very start applies to the whole pattern
        while self.p.startswith('(?', self.i) and self.i + 2 < len(self.p) and self.p[self.i + 2] in 'aiLmsux':
            j = self.i + 2
            f = 0
            while j < len(self.p) and self.p[j] in 'aiLmsux':
                f |= {'a': 256, 'i': 2, 'L': 4, 'm': 8, 's': 16, 'u': 32, 'x': 64}[self.p[j]]
                j += 1
            if j < len(self.p) and self.p[j] == ')':
                self.flags |= f
                self.i = j + 1
            else:
                break

    def alt(self):
        branches = [self.seq()]
        while self.peek() == '|':
            self.i += 1
            branches.append(self.seq())
        return branches[0] if len(branches) == 1 else ('alt', branches)

    def seq(self):
        items = []
        while True:
            self.skip_ws()
            if not self.more() or self.peek() in '|)':
                break
            start = self.i
            atom = self.atom()
            self.skip_ws()
            atom = self.quant(atom, start)
            items.append(atom)
        return items[0] if len(items) == 1 else ('seq', items)

    def quant(self, atom, start):
        while self.more():
            c = self.peek()
            if c == '*':
                lo, hi = 0, None
                self.i += 1
            elif c == '+':
                lo, hi = 1, None
                self.i += 1
            elif c == '?':
                lo, hi = 0, 1
                self.i += 1
            elif c == '{':
                r = self.braces()
                if r is None:
                    return atom
                lo, hi = r
            else:
                return atom
            if atom[0] in ('bol', 'eol', 'bos', 'eos', 'wb', 'nwb') or atom[0] == 'rep' and atom[5]:
                raise self.err('multiple repeat' if atom[0] == 'rep' else 'nothing to repeat', start if
                               atom[0] != 'rep' else self.i - 1)
            greedy = True
            possessive = False
            if self.peek() == '?':
                greedy = False
                self.i += 1
            elif self.peek() == '+':
                possessive = True
                self.i += 1
            atom = ('rep', atom, lo, hi, greedy, True)
            if possessive:
                atom = ('atomic', atom)
        return atom

    def braces(self):
        j = self.i + 1
        p = self.p
        k = j
        while k < len(p) and p[k].isdigit():
            k += 1
        lo_s = p[j:k]
        if k < len(p) and p[k] == '}':
            if not lo_s:
                return None
            self.i = k + 1
            return int(lo_s), int(lo_s)
        if k >= len(p) or p[k] != ',':
            return None
        m = k + 1
        while m < len(p) and p[m].isdigit():
            m += 1
        if m >= len(p) or p[m] != '}':
            return None
        hi_s = p[k + 1:m]
        lo = int(lo_s) if lo_s else 0
        hi = int(hi_s) if hi_s else None
        if hi is not None and hi < lo:
            raise self.err('min repeat greater than max repeat', j)
        self.i = m + 1
        return lo, hi

    def atom(self):
        c = self.peek()
        if c in '*+?':
            raise self.err('nothing to repeat')
        if c == '{' and self.braces_is_quant():
            raise self.err('nothing to repeat')
        self.i += 1
        if c == '.':
            return ('any',)
        if c == '^':
            return ('bol',)
        if c == '$':
            return ('eol',)
        if c == '[':
            return self.cls()
        if c == '(':
            return self.group()
        if c == '\\':
            return self.escape(False)
        return ('lit', c)

    def braces_is_quant(self):
        save = self.i
        try:
            return self.braces() is not None
        finally:
            self.i = save

    def group(self):
        start = self.i - 1
        if self.p.startswith('?', self.i):
            self.i += 1
            c = self.peek()
            if c == ':':
                self.i += 1
                node = self.alt()
                self.close(start)
                return ('grp', None, node)
            if c == 'P' and self.p.startswith('P<', self.i):
                j = self.p.find('>', self.i + 2)
                if j < 0:
                    raise self.err('missing >, unterminated name', self.i + 2)
                name = self.p[self.i + 2:j]
                if not name.isidentifier():
                    raise self.err('bad character in group name %r' % name, self.i + 2)
                if name in self.names:
                    raise self.err('redefinition of group name %r as group %d; was group %d' % (
                        name, self.ngroups + 1, self.names[name]), self.i + 2)
                self.i = j + 1
                return self.capture(start, name)
            if c == 'P' and self.p.startswith('P=', self.i):
                j = self.p.find(')', self.i + 2)
                if j < 0:
                    raise self.err('missing ), unterminated name', self.i + 2)
                name = self.p[self.i + 2:j]
                if name not in self.names:
                    raise self.err('unknown group name %r' % name, self.i + 2)
                self.i = j + 1
                return ('ref', self.names[name])
            if c == '<' and self.p[self.i + 1:self.i + 2] not in ('=', '!'):
                j = self.p.find('>', self.i + 1)
                if j < 0:
                    raise self.err('missing >, unterminated name', self.i + 1)
                name = self.p[self.i + 1:j]
                if not name.isidentifier():
                    raise self.err('bad character in group name %r' % name, self.i + 1)
                self.i = j + 1
                return self.capture(start, name)
            if c in '=!':
                self.i += 1
                node = self.alt()
                self.close(start)
                return ('look', True, c == '!', node)
            if c == '<':
                neg = self.p[self.i + 1] == '!'
                self.i += 2
                node = self.alt()
                self.close(start)
                return ('look', False, neg, node)
            if c == '#':
                j = self.p.find(')', self.i)
                if j < 0:
                    raise self.err('missing ), unterminated comment', self.i)
                self.i = j + 1
                return ('seq', [])
            if c == '>':
                self.i += 1
                node = self.alt()
                self.close(start)
                return ('atomic', node)
            if c and c in 'aiLmsux-':
                j = self.i
                while j < len(self.p) and self.p[j] in 'aiLmsux-':
                    j += 1
                if j < len(self.p) and self.p[j] == ':':
                    # scoped flags: only i/s/m/x are honoured, for the whole pattern
                    for ch in self.p[self.i:j].split('-')[0]:
                        self.flags |= {'a': 256, 'i': 2, 'L': 4, 'm': 8, 's': 16, 'u': 32, 'x': 64}[ch]
                    self.i = j + 1
                    node = self.alt()
                    self.close(start)
                    return ('grp', None, node)
                raise self.err('global flags not at the start of the expression', start)
            raise self.err('unknown extension ?' + c, self.i - 1)
        return self.capture(start, None)

    def capture(self, start, name):
        self.ngroups += 1
        idx = self.ngroups
        if name is not None:
            self.names[name] = idx
        self.open.append(idx)
        node = self.alt()
        self.close(start)
        self.open.pop()
        return ('grp', idx, node)

    def close(self, start):
        if self.peek() != ')':
            raise self.err('missing ), unterminated subpattern', start)
        self.i += 1

    def escape(self, in_class):
        if not self.more():
            raise self.err('bad escape (end of pattern)', self.i - 1)
        c = self.p[self.i]
        self.i += 1
        if c in _CLASS_ESC:
            return ('set', False, ['\\' + c]) if not in_class else '\\' + c
        if c in _SIMPLE_ESC and not (c == '0' and False):
            if c == '0':
                j = self.i
                while j < len(self.p) and j < self.i + 2 and self.p[j] in '01234567':
                    j += 1
                ch = chr(int(self.p[self.i - 1:j], 8))
                self.i = j
                return ch if in_class else ('lit', ch)
            ch = _SIMPLE_ESC[c]
            return ch if in_class else ('lit', ch)
        if c == 'x':
            h = self.p[self.i:self.i + 2]
            if len(h) < 2 or not all(x in '0123456789abcdefABCDEF' for x in h):
                raise self.err('incomplete escape \\x' + h, self.i - 2)
            self.i += 2
            return chr(int(h, 16)) if in_class else ('lit', chr(int(h, 16)))
        if c in 'uU':
            n = 4 if c == 'u' else 8
            h = self.p[self.i:self.i + n]
            if len(h) < n or not all(x in '0123456789abcdefABCDEF' for x in h):
                raise self.err('incomplete escape \\%s%s' % (c, h), self.i - 2)
            self.i += n
            return chr(int(h, 16)) if in_class else ('lit', chr(int(h, 16)))
        if not in_class:
            if c == 'A':
                return ('bos',)
            if c == 'Z':
                return ('eos',)
            if c == 'b':
                return ('wb',)
            if c == 'B':
                return ('nwb',)
            if c.isdigit():
                j = self.i
                while j < len(self.p) and j < self.i + 1 and self.p[j].isdigit():
                    j += 1
                num = int(self.p[self.i - 1:j])
                self.i = j
                if num > self.ngroups or num in self.open:
                    raise self.err('invalid group reference %d' % num, self.i - len(str(num)))
                return ('ref', num)
        elif c == 'b':
            return '\b'
        if c.isascii() and c.isalnum():
            raise self.err('bad escape \\' + c, self.i - 2)
        return c if in_class else ('lit', c)

    def cls(self):
        start = self.i - 1
        neg = False
        if self.peek() == '^':
            neg = True
            self.i += 1
        items = []
        first = True
        while True:
            if not self.more():
                raise self.err('unterminated character set', start)
            c = self.p[self.i]
            if c == ']' and not first:
                self.i += 1
                break
            first = False
            self.i += 1
            if c == '\\':
                lo = self.escape(True)
            else:
                lo = c
            if (len(lo) == 1 and self.peek() == '-' and self.i + 1 < len(self.p)
                    and self.p[self.i + 1] != ']'):
                self.i += 1
                c2 = self.p[self.i]
                self.i += 1
                hi = self.escape(True) if c2 == '\\' else c2
                if len(hi) != 1:
                    raise self.err('bad character range %s-%s' % (lo, hi), start + 1)
                if ord(hi) < ord(lo):
                    raise self.err('bad character range %s-%s' % (lo, hi), self.i - 3)
                items.append((lo, hi))
            else:
                items.append(lo)
        return ('set', neg, items)


# ------------------------------------------------------------------ matcher

def _is_word(ch, ascii_only):
    if ascii_only:
        return ch == '_' or ('a' <= ch <= 'z') or ('A' <= ch <= 'Z') or ('0' <= ch <= '9')
    return ch == '_' or ch.isalnum()


def _class_has(code, ch, ascii_only):
    if code == 'd':
        return ('0' <= ch <= '9') if ascii_only else ch.isdecimal()
    if code == 'D':
        return not _class_has('d', ch, ascii_only)
    if code == 'w':
        return _is_word(ch, ascii_only)
    if code == 'W':
        return not _is_word(ch, ascii_only)
    if code == 's':
        return ch in ' \t\n\r\f\v' or (not ascii_only and ch.isspace())
    return not _class_has('s', ch, ascii_only)


class _Matcher:
    def __init__(self, string, flags, ngroups, endpos):
        self.s = string
        self.n = endpos
        self.icase = bool(flags & 2)
        self.multi = bool(flags & 8)
        self.dotall = bool(flags & 16)
        self.ascii = bool(flags & 256)
        self.marks = [None] * (ngroups + 1)
        self.steps = 0

    def one(self, node, ch):
        """Does the single-character node match ch?"""
        kind = node[0]
        if kind == 'lit':
            if ch == node[1]:
                return True
            return self.icase and ch.lower() == node[1].lower()
        if kind == 'any':
            return self.dotall or ch != '\n'
        # set
        hit = self.in_set(node[2], ch)
        if not hit and self.icase:
            lo, up = ch.lower(), ch.upper()
            hit = (lo != ch and self.in_set(node[2], lo)) or (up != ch and self.in_set(node[2], up))
        return hit != node[1]

    def in_set(self, items, ch):
        for it in items:
            if type(it) is tuple:
                if it[0] <= ch <= it[1]:
                    return True
            elif len(it) == 2:
                if _class_has(it[1], ch, self.ascii):
                    return True
            elif ch == it:
                return True
        return False

    def m(self, node, i, k):
        kind = node[0]
        if kind in ('lit', 'any', 'set'):
            if i < self.n and self.one(node, self.s[i]):
                return k(i + 1)
            return None
        if kind == 'seq':
            return self.seq(node[1], 0, i, k)
        if kind == 'rep':
            return self.rep(node, i, k)
        if kind == 'grp':
            idx = node[1]
            if idx is None:
                return self.m(node[2], i, k)
            old = self.marks[idx]

            def after(j):
                prev = self.marks[idx]
                self.marks[idx] = (i, j)
                r = k(j)
                if r is None:
                    self.marks[idx] = prev
                return r
            r = self.m(node[2], i, after)
            if r is None:
                self.marks[idx] = old
            return r
        if kind == 'alt':
            for b in node[1]:
                r = self.m(b, i, k)
                if r is not None:
                    return r
            return None
        if kind == 'bol':
            if i == 0 or (self.multi and self.s[i - 1] == '\n'):
                return k(i)
            return None
        if kind == 'eol':
            n = len(self.s)
            if i == n or (i == n - 1 and self.s[i] == '\n') or (self.multi and i < n and self.s[i] == '\n'):
                return k(i)
            return None
        if kind == 'bos':
            return k(i) if i == 0 else None
        if kind == 'eos':
            return k(i) if i == len(self.s) else None
        if kind == 'wb' or kind == 'nwb':
            a = i > 0 and _is_word(self.s[i - 1], self.ascii)
            b = i < len(self.s) and _is_word(self.s[i], self.ascii)
            if (a != b) == (kind == 'wb'):
                return k(i)
            return None
        if kind == 'ref':
            mk = self.marks[node[1]]
            if mk is None:
                return None
            sub = self.s[mk[0]:mk[1]]
            end = i + len(sub)
            if end > self.n:
                return None
            got = self.s[i:end]
            if got == sub or (self.icase and got.lower() == sub.lower()):
                return k(end)
            return None
        if kind == 'look':
            ahead, neg, inner = node[1], node[2], node[3]
            saved = list(self.marks)
            if ahead:
                ok = self.m(inner, i, lambda j: j) is not None
            else:
                ok = False
                for st in range(i, -1, -1):
                    if self.m(inner, st, lambda j: j if j == i else None) is not None:
                        ok = True
                        break
            if neg:
                self.marks = saved
                return k(i) if not ok else None
            if not ok:
                self.marks = saved
                return None
            r = k(i)
            if r is None:
                self.marks = saved
            return r
        if kind == 'atomic':
            j = self.m(node[1], i, lambda j: j)
            if j is None:
                return None
            return k(j)
        raise PatternError('internal error: bad node %r' % (kind,))

    def seq(self, nodes, idx, i, k):
        if idx == len(nodes):
            return k(i)
        return self.m(nodes[idx], i, lambda j: self.seq(nodes, idx + 1, j, k))

    def rep(self, node, i, k):
        sub, lo, hi, greedy = node[1], node[2], node[3], node[4]
        if sub[0] in ('lit', 'any', 'set'):
            # single characters: count the run, then try the continuation from each length
            limit = self.n if hi is None else min(self.n, i + hi)
            j = i
            if greedy:
                while j < limit and self.one(sub, self.s[j]):
                    j += 1
                if j - i < lo:
                    return None
                while j >= i + lo:
                    r = k(j)
                    if r is not None:
                        return r
                    j -= 1
                return None
            while j - i < lo:
                if j >= limit or not self.one(sub, self.s[j]):
                    return None
                j += 1
            while True:
                r = k(j)
                if r is not None:
                    return r
                if j >= limit or not self.one(sub, self.s[j]):
                    return None
                j += 1
        return self.rep_general(sub, lo, hi, greedy, 0, i, k)

    def rep_general(self, sub, lo, hi, greedy, count, i, k):
        def more(j):
            if j == i and count >= lo:
                return k(j)     # an empty iteration ends the loop (its groups stay set)
            return self.rep_general(sub, lo, hi, greedy, count + 1, j, k)
        can_more = hi is None or count < hi
        if greedy:
            if can_more:
                r = self.m(sub, i, more)
                if r is not None:
                    return r
            return k(i) if count >= lo else None
        if count >= lo:
            r = k(i)
            if r is not None:
                return r
        if can_more:
            return self.m(sub, i, more)
        return None


# ------------------------------------------------------------------ Pattern / Match

class SRE_Scanner:
    """Pattern.scanner(text): successive match()/search() calls, each from
    where the previous match ended (an empty match forbids another empty
    one at the same place, as finditer)."""

    def __init__(self, pattern, string, pos, endpos):
        self.pattern = pattern
        self._string, self._pos, self._endpos = string, pos, endpos
        self._forbid = -1
        self._done = False

    def _next(self, anchored):
        if self._done:
            return None
        mo = self.pattern._at(self._string, self._pos, self._endpos, anchored, False, self._forbid)
        if mo is None:
            self._done = True
            return None
        self._pos = mo.end()
        self._forbid = mo.end() if mo.start() == mo.end() else -1
        return mo

    def match(self):
        return self._next(True)

    def search(self):
        return self._next(False)


class Pattern:
    def __init__(self, pattern, flags):
        if isinstance(pattern, Pattern):
            if flags:
                raise ValueError('cannot process flags argument with a compiled pattern')
            pattern, flags = pattern.pattern, pattern.flags
        if not isinstance(pattern, str):
            raise TypeError('first argument must be string or compiled pattern')
        flags = int(flags)
        p = _Parser(pattern, flags)
        self._node = p.parse()
        self.pattern = pattern
        fl = p.flags
        if not fl & 256:
            fl |= 32
        self.flags = fl
        self.groups = p.ngroups
        self.groupindex = dict(p.names)

    def __repr__(self):
        fl = self.flags & ~32
        r = 're.compile(%r' % (self.pattern,)
        if fl:
            r += ', %r' % (RegexFlag(fl),)
        elif self.flags & 256 and False:
            pass
        return r + ')'

    def __eq__(self, other):
        return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def _at(self, string, pos, endpos, anchored, full, forbid_empty_at=-1):
        if not isinstance(string, str):
            raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
        n = len(string)
        if endpos is None or endpos > n:
            endpos = n
        if pos < 0:
            pos = 0
        if pos > endpos:
            return None
        starts = [pos] if anchored else range(pos, endpos + 1)
        for st in starts:
            mt = _Matcher(string, self.flags, self.groups, endpos)

            def fin(j, st=st):
                if full and j != endpos:
                    return None
                if j == st and st == forbid_empty_at:
                    return None
                return j
            end = mt.m(self._node, st, fin)
            if end is not None:
                return Match(self, string, pos, endpos, st, end, mt.marks)
        return None

    def match(self, string, pos=0, endpos=None):
        return self._at(string, pos, endpos, True, False)

    def fullmatch(self, string, pos=0, endpos=None):
        return self._at(string, pos, endpos, True, True)

    def search(self, string, pos=0, endpos=None):
        return self._at(string, pos, endpos, False, False)

    def finditer(self, string, pos=0, endpos=None):
        return iter(self._all(string, pos, endpos))

    def scanner(self, string, pos=0, endpos=None):
        return SRE_Scanner(self, string, pos, endpos)

    def _all(self, string, pos=0, endpos=None, limit=0):
        out = []
        n = len(string) if endpos is None else min(endpos, len(string))
        forbid = -1
        while pos <= n:
            mo = self._at(string, pos, endpos, False, False, forbid)
            if mo is None:
                break
            out.append(mo)
            if limit and len(out) >= limit:
                break
            s, e = mo.span()
            forbid = e if e == s else -1
            pos = e
        return out

    def findall(self, string, pos=0, endpos=None):
        res = []
        for mo in self._all(string, pos, endpos):
            if self.groups == 0:
                res.append(mo.group())
            elif self.groups == 1:
                res.append(mo.group(1) or '')
            else:
                res.append(tuple(g or '' for g in mo.groups()))
        return res

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        for mo in self._all(string, 0, None, maxsplit):
            out.append(string[last:mo.start()])
            out.extend(mo.groups())
            last = mo.end()
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        if callable(repl):
            fn = repl
        else:
            if not isinstance(repl, str):
                raise TypeError("expected str instance, %s found" % type(repl).__name__)
            tmpl = _parse_template(repl, self)
            fn = lambda mo: _expand(tmpl, mo)
        out = []
        last = 0
        n = 0
        for mo in self._all(string, 0, None, count):
            out.append(string[last:mo.start()])
            r = fn(mo)
            if not isinstance(r, str):
                raise TypeError("expected str instance, %s found" % type(r).__name__)
            out.append(r)
            last = mo.end()
            n += 1
        out.append(string[last:])
        return ''.join(out), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]


def _parse_template(repl, pat):
    parts = []
    lit = []
    i = 0
    n = len(repl)
    while i < n:
        c = repl[i]
        if c != '\\':
            lit.append(c)
            i += 1
            continue
        i += 1
        if i >= n:
            raise PatternError('bad escape (end of pattern)', repl, i - 1)
        c = repl[i]
        if c == 'g':
            if i + 1 >= n or repl[i + 1] != '<':
                raise PatternError('missing <', repl, i + 1)
            j = repl.find('>', i + 2)
            if j < 0:
                raise PatternError('missing >, unterminated name', repl, i + 2)
            name = repl[i + 2:j]
            if name.isdigit():
                idx = int(name)
                if idx > pat.groups:
                    raise PatternError('invalid group reference %d' % idx, repl, i + 2)
            elif name in pat.groupindex:
                idx = pat.groupindex[name]
            else:
                raise IndexError('unknown group name %r' % name)
            parts.append(''.join(lit))
            lit = []
            parts.append(idx)
            i = j + 1
        elif c.isdigit() and c != '0':
            j = i + 1
            if j < n and repl[j].isdigit():
                j += 1
            idx = int(repl[i:j])
            if idx > pat.groups:
                raise PatternError('invalid group reference %d' % idx, repl, i)
            parts.append(''.join(lit))
            lit = []
            parts.append(idx)
            i = j
        elif c in _SIMPLE_ESC:
            lit.append(_SIMPLE_ESC[c])
            i += 1
        elif c == '\\':
            lit.append('\\')
            i += 1
        elif c.isascii() and c.isalpha():
            raise PatternError('bad escape \\' + c, repl, i - 1)
        else:
            lit.append('\\' + c)
            i += 1
    parts.append(''.join(lit))
    return parts


def _expand(parts, mo):
    out = []
    for p in parts:
        if type(p) is int:
            out.append(mo.group(p) or '')
        else:
            out.append(p)
    return ''.join(out)


class Match:
    def __init__(self, pattern, string, pos, endpos, start, end, marks):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._spans = [(start, end)] + [m if m is not None else (-1, -1) for m in marks[1:]]
        self.lastindex = None
        best = -1
        for idx in range(1, len(self._spans)):
            s, e = self._spans[idx]
            if s >= 0 and e >= best:
                best = e
                self.lastindex = idx
        self.lastgroup = None
        if self.lastindex is not None:
            for name, idx in pattern.groupindex.items():
                if idx == self.lastindex:
                    self.lastgroup = name

    def _index(self, g):
        if isinstance(g, str):
            if g in self.re.groupindex:
                return self.re.groupindex[g]
            raise IndexError('no such group')
        if isinstance(g, int) and not isinstance(g, bool) and 0 <= g < len(self._spans):
            return g
        raise IndexError('no such group')

    def _get(self, idx, default=None):
        s, e = self._spans[idx]
        return default if s < 0 else self.string[s:e]

    def group(self, *gs):
        if not gs:
            return self._get(0)
        if len(gs) == 1:
            return self._get(self._index(gs[0]))
        return tuple(self._get(self._index(g)) for g in gs)

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple(self._get(i, default) for i in range(1, len(self._spans)))

    def groupdict(self, default=None):
        return {name: self._get(idx, default) for name, idx in self.re.groupindex.items()}

    def start(self, g=0):
        return self._spans[self._index(g)][0]

    def end(self, g=0):
        return self._spans[self._index(g)][1]

    def span(self, g=0):
        return self._spans[self._index(g)]

    def expand(self, template):
        return _expand(_parse_template(template, self.re), self)

    def __bool__(self):
        return True

    def __repr__(self):
        return '<re.Match object; span=%r, match=%r>' % (self._spans[0], self.group())


# ------------------------------------------------------------------ module functions

_cache = {}


def _compile(pattern, flags):
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError('cannot process flags argument with a compiled pattern')
        return pattern
    key = (type(pattern), pattern, int(flags))
    p = _cache.get(key)
    if p is None:
        p = Pattern(pattern, flags)
        if len(_cache) > 256:
            _cache.clear()
        _cache[key] = p
    return p


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def purge():
    _cache.clear()


_ESCAPE_CHARS = frozenset('()[]{}?*+-|^$\\.&~# \t\n\r\v\f')


def escape(pattern):
    return ''.join('\\' + c if c in _ESCAPE_CHARS else c for c in pattern)
