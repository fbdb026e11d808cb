"""fnmatch for nnscope: shell-style wildcards (* ? [seq] [!seq]) matched
through a translation to a regular expression. The sandbox has no file
system, so fnmatch() normalises case as on POSIX (it does not)."""

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}


def _compiled(pat):
    r = _cache.get(pat)
    if r is None:
        r = _cache[pat] = re.compile(translate(pat))
    return r


def fnmatch(name, pat):
    """Whether name matches the pattern pat (POSIX: case-sensitive)."""
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """Whether name matches the pattern pat, case-sensitively."""
    return _compiled(pat).match(name) is not None


def filter(names, pat):
    """The names that match pat."""
    match = _compiled(pat).match
    return [n for n in names if match(n)]


def translate(pat):
    """The regular expression (as CPython writes it) for the shell pattern."""
    parts = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not parts or parts[-1] is not _STAR:
                parts.append(_STAR)
        elif c == '?':
            parts.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                parts.append('\\[')
                continue
            stuff = pat[i:j]
            i = j + 1
            if not stuff:
                parts.append('(?!)')
            elif stuff == '!':
                parts.append('.')
            else:
                stuff = stuff.replace('\\', '\\\\')
                stuff = re.sub(r'([&~|])', r'\\\1', stuff)
                if stuff[0] == '!':
                    stuff = '^' + stuff[1:]
                elif stuff[0] in ('^', '['):
                    stuff = '\\' + stuff
                parts.append('[' + stuff + ']')
        else:
            parts.append(re.escape(c))
    # a star before more fixed text becomes a lazy atomic group, as CPython writes it
    out = parts
    res = []
    i = 0
    while i < len(out) and out[i] is not _STAR:
        res.append(out[i])
        i += 1
    while i < len(out):
        i += 1   # a star
        fixed = []
        while i < len(out) and out[i] is not _STAR:
            fixed.append(out[i])
            i += 1
        fixed = ''.join(fixed)
        if i == len(out):
            res.append('.*' + fixed)
        else:
            res.append('(?>.*?' + fixed + ')')
    return '(?s:' + ''.join(res) + ')\\Z'


_STAR = object()
