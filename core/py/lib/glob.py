"""glob: shell-style pattern expansion over the run's in-memory file system.

Names come in os.listdir order (creation order); as in CPython, '*' and '?'
do not match a leading '.', and '**' with recursive=True matches any depth.
"""

import os
import fnmatch

__all__ = ['glob', 'iglob', 'escape', 'has_magic']


def has_magic(s):
    return any(c in s for c in '*?[')


def escape(pathname):
    out = []
    for c in pathname:
        out.append('[' + c + ']' if c in '*?[' else c)
    return ''.join(out)


def _names(d):
    try:
        return os.listdir(d or '.')
    except OSError:
        return []


def _match(d, part, dirs_only, hidden):
    for n in _names(d):
        if n.startswith('.') and not part.startswith('.') and not hidden:
            continue
        if fnmatch.fnmatchcase(n, part):
            p = os.path.join(d, n) if d else n
            if not dirs_only or os.path.isdir(p):
                yield p


def _deep(d, hidden):
    """d itself (as '' join base), then every directory below it."""
    yield d
    for n in _names(d):
        if n.startswith('.') and not hidden:
            continue
        p = os.path.join(d, n) if d else n
        if os.path.isdir(p):
            yield from _deep(p, hidden)


def _files_below(d, hidden):
    for n in _names(d):
        if n.startswith('.') and not hidden:
            continue
        p = os.path.join(d, n) if d else n
        yield p
        if os.path.isdir(p):
            yield from _files_below(p, hidden)


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = os.fspath(pathname)
    if root_dir is not None:
        for p in iglob(os.path.join(os.fspath(root_dir), pathname), recursive=recursive,
                       include_hidden=include_hidden):
            yield os.path.relpath(p, root_dir)
        return
    absolute = pathname.startswith('/')
    parts = [p for p in pathname.split('/') if p]
    trailing = pathname.endswith('/') and bool(parts)
    bases = ['/' if absolute else '']
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        dirs_only = not last or trailing
        nxt = []
        for b in bases:
            if recursive and part == '**':
                if last and not trailing:
                    if b:
                        nxt.append(b if b.endswith('/') else b + '/')
                    nxt.extend(_files_below(b, include_hidden))
                else:
                    nxt.extend(x if x else '' for x in _deep(b, include_hidden))
            elif has_magic(part):
                nxt.extend(_match(b, part, dirs_only, include_hidden))
            else:
                p = os.path.join(b, part) if b else part
                if (os.path.isdir(p) if dirs_only else os.path.exists(p)):
                    nxt.append(p)
        bases = nxt
    for b in bases:
        if b == '' and parts:
            continue
        yield b + '/' if trailing and not b.endswith('/') else b


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, recursive=recursive, include_hidden=include_hidden))
