"""difflib: SequenceMatcher (Ratcliff/Obershelp matching with CPython's junk
and popularity rules, so ratios and opcodes agree), get_close_matches,
Differ/ndiff (with the intraline '?' guide lines), unified_diff and
context_diff, restore. No HtmlDiff."""

from collections import namedtuple as _namedtuple
import heapq as _heapq
import re as _re

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher', 'Differ', 'IS_CHARACTER_JUNK',
           'IS_LINE_JUNK', 'context_diff', 'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    """Finds the longest matching blocks of two sequences of hashable items."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # positions of each item of b; junk items (isjunk) and, for long b, items seen in more than 1% of
        # the positions ("popular") are left out of the index
        b = self.b
        where = {}
        for i, elt in enumerate(b):
            where.setdefault(elt, []).append(i)
        self.bjunk = junk = set()
        if self.isjunk:
            for elt in list(where):
                if self.isjunk(elt):
                    junk.add(elt)
                    del where[elt]
        self.bpopular = popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            ntest = n // 100 + 1
            for elt, idxs in list(where.items()):
                if len(idxs) > ntest:
                    popular.add(elt)
                    del where[elt]
        self.b2j = where

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, junk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        run = {}
        for i in range(alo, ahi):
            nrun = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = nrun[j] = run.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            run = nrun
        # grow the match over equal non-junk items (the popular ones), then over equal junk items
        while besti > alo and bestj > blo and b[bestj - 1] not in junk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and b[bestj + bestsize] not in junk and \
                a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in junk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and b[bestj + bestsize] in junk and \
                a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        todo = [(0, la, 0, lb)]
        found = []
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in found:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append((i1, j1, k1))
        merged.append((la, lb, 0))
        self.matching_blocks = [Match(*t) for t in merged]
        return self.matching_blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = ops = []
        for ai, bj, size in self.get_matching_blocks():
            tag = ''
            if i < ai and j < bj:
                tag = 'replace'
            elif i < ai:
                tag = 'delete'
            elif j < bj:
                tag = 'insert'
            if tag:
                ops.append((tag, i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                ops.append(('equal', ai, i, bj, j))
        return ops

    def get_grouped_opcodes(self, n=3):
        codes = self.get_opcodes()
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > 2 * n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        matches = sum(m[-1] for m in self.get_matching_blocks())
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            self.fullbcount = counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
        counts = self.fullbcount
        avail = {}
        matches = 0
        for elt in self.a:
            n = avail[elt] if elt in avail else counts.get(elt, 0)
            avail[elt] = n - 1
            if n > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)

    __class_getitem__ = classmethod(lambda cls, item: __import__("types").GenericAlias(cls, item))


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """The best "good enough" matches of word among possibilities, best first."""
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            result.append((s.ratio(), x))
    result = _heapq.nlargest(n, result)
    return [x for score, x in result]


def _keep_ws(s, tags):
    return ''.join(c if t == " " and c.isspace() else t for c, t in zip(s, tags))


class Differ:
    """Human-readable line deltas: '- ', '+ ', '  ' and '? ' guide lines."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        m = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in m.get_opcodes():
            if tag == 'replace':
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                g = self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                g = self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                g = self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
            yield from g

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            first, second = self._dump('+', b, blo, bhi), self._dump('-', a, alo, ahi)
        else:
            first, second = self._dump('-', a, alo, ahi), self._dump('+', b, blo, bhi)
        yield from first
        yield from second

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # the most similar pair of lines (ratio above 0.74, needing 0.75) is the synch point, marked
        # character by character; else the first identical pair; else a plain replace
        best, cutoff = 0.74, 0.75
        m = SequenceMatcher(self.charjunk)
        eqi = eqj = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            m.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                m.set_seq1(ai)
                if m.real_quick_ratio() > best and m.quick_ratio() > best and m.ratio() > best:
                    best, best_i, best_j = m.ratio(), i, j
        if best < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            m.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in m.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags += '^' * la
                    btags += '^' * lb
                elif tag == 'delete':
                    atags += '-' * la
                elif tag == 'insert':
                    btags += '+' * lb
                else:
                    atags += ' ' * la
                    btags += ' ' * lb
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield '  ' + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._dump('+', b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_ws(aline, atags).rstrip()
        btags = _keep_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield "? %s\n" % atags
        yield "+ " + bline
        if btags:
            yield "? %s\n" % btags


_LINE_JUNK = _re.compile(r"\s*(?:#\s*)?$")


def IS_LINE_JUNK(line, pat=None):
    return (pat or _LINE_JUNK.match)(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Differ(linejunk, charjunk).compare(a, b)."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """The lines of sequence 1 or 2 from an ndiff/Differ delta."""
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    for line in delta:
        if line[:2] in (tag, "  "):
            yield line[2:]


def _range_unified(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return '{}'.format(first)
    if not length:
        first -= 1
    return '{},{}'.format(first, length)


def _range_context(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return '{}'.format(first)
    return '{},{}'.format(first, first + length - 1)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(b[0]).__name__, b[0]))
    if isinstance(a, str):
        raise TypeError('input must be a sequence of strings, not %s' % type(a).__name__)
    if isinstance(b, str):
        raise TypeError('input must be a sequence of strings, not %s' % type(b).__name__)
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """The delta of a and b (lists of lines) in unified format."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            yield '--- {}{}{}'.format(fromfile, fromdate, lineterm)
            yield '+++ {}{}{}'.format(tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield '@@ -{} +{} @@{}'.format(_range_unified(first[1], last[2]), _range_unified(first[3], last[4]),
                                       lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag in ('replace', 'delete'):
                for line in a[i1:i2]:
                    yield '-' + line
            if tag in ('replace', 'insert'):
                for line in b[j1:j2]:
                    yield '+' + line


def context_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """The delta of a and b (lists of lines) in context format."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = dict(insert='+ ', delete='- ', replace='! ', equal='  ')
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            yield '*** {}{}{}'.format(fromfile, fromdate, lineterm)
            yield '--- {}{}{}'.format(tofile, todate, lineterm)
        first, last = group[0], group[-1]
        yield '***************' + lineterm
        yield '*** {} ****{}'.format(_range_context(first[1], last[2]), lineterm)
        if any(tag in ('replace', 'delete') for tag, _, _, _, _ in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield prefix[tag] + line
        yield '--- {} ----{}'.format(_range_context(first[3], last[4]), lineterm)
        if any(tag in ('replace', 'insert') for tag, _, _, _, _ in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'', tofiledate=b'', n=3, lineterm=b'\n'):
    """dfunc (unified_diff or context_diff) over bytes lines, through latin-1."""
    def dec(s):
        try:
            return s.decode('ascii', 'surrogateescape')
        except AttributeError as err:
            raise TypeError('all arguments must be bytes, not %s (%r)' % (type(s).__name__, s)) from err
    a = list(map(dec, a))
    b = list(map(dec, b))
    lines = dfunc(a, b, dec(fromfile), dec(tofile), dec(fromfiledate), dec(tofiledate), n, dec(lineterm))
    for line in lines:
        yield line.encode('ascii', 'surrogateescape')
