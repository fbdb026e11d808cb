"""posixpath (os.path): POSIX path strings, and existence tests on the run's
in-memory file system (_vfs). Relative paths are relative to _vfs.CWD."""

import _vfs

__all__ = ['join', 'split', 'splitext', 'basename', 'dirname', 'normpath', 'abspath', 'realpath', 'isabs',
           'commonpath', 'commonprefix', 'relpath', 'expanduser', 'expandvars', 'exists', 'lexists', 'isfile',
           'isdir', 'islink', 'getsize', 'sep', 'curdir', 'pardir', 'extsep', 'altsep', 'pathsep', 'defpath',
           'devnull', 'normcase', 'splitdrive', 'splitroot', 'samefile', 'ismount', 'getmtime']

sep = '/'
curdir = '.'
pardir = '..'
extsep = '.'
altsep = None
pathsep = ':'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
_fspath = _vfs.fspath


def _check_str(fn, *ps):
    for p in ps:
        if not isinstance(p, str):
            raise TypeError(f'{fn}() argument must be str, bytes, or os.PathLike object, not '
                            f"'{type(p).__name__}'")


def normcase(s):
    return _fspath(s)


def isabs(s):
    return _fspath(s).startswith('/')


def join(a, *p):
    a = _fspath(a)
    path = a
    for b in p:
        b = _fspath(b)
        if not isinstance(b, str) or not isinstance(a, str):
            raise TypeError("join() argument must be str, bytes, or os.PathLike object, not '"
                            f"{type(b).__name__}'")
        if b.startswith('/'):
            path = b
        elif not path or path.endswith('/'):
            path += b
        else:
            path += '/' + b
    return path


def split(p):
    p = _fspath(p)
    i = p.rfind('/') + 1
    head, tail = p[:i], p[i:]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head, tail


def splitext(p):
    p = _fspath(p)
    s = p.rfind('/')
    d = p.rfind('.')
    if d > s:
        i = s + 1
        while i < d:
            if p[i] != '.':
                return p[:d], p[d:]
            i += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def splitroot(p):
    p = _fspath(p)
    if not p.startswith('/'):
        return '', '', p
    if not p.startswith('//') or p.startswith('///'):
        return '', '/', p[1:]
    return '', p[:2], p[2:]


def basename(p):
    p = _fspath(p)
    return p[p.rfind('/') + 1:]


def dirname(p):
    p = _fspath(p)
    head = p[:p.rfind('/') + 1]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head


def normpath(path):
    path = _fspath(path)
    if path == '':
        return '.'
    initial = 2 if path.startswith('//') and not path.startswith('///') else (1 if path.startswith('/') else 0)
    out = []
    for c in path.split('/'):
        if c in ('', '.'):
            continue
        if c != '..' or (not initial and not out) or (out and out[-1] == '..'):
            out.append(c)
        elif out:
            out.pop()
    path = '/' * initial + '/'.join(out)
    return path or '.'


def abspath(path):
    path = _fspath(path)
    if not path.startswith('/'):
        path = join(_vfs.CWD, path)
    return normpath(path)


def realpath(path, *, strict=False):
    return abspath(path)


def expanduser(path):
    path = _fspath(path)
    if not path.startswith('~'):
        return path
    i = path.find('/', 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path
    import os
    home = os.environ.get('HOME', _vfs.CWD)
    home = home.rstrip('/')
    return (home + path[i:]) or '/'


def expandvars(path):
    path = _fspath(path)
    if '$' not in path:
        return path
    import os
    import re
    def rep(m):
        name = m.group(1) or m.group(2)
        return os.environ.get(name, m.group(0))
    return re.sub(r'\$(\w+)|\$\{([^}]*)\}', rep, path)


def commonprefix(m):
    if not m:
        return ''
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    paths = tuple(_fspath(p) for p in paths)
    if not paths:
        raise ValueError('commonpath() arg is an empty iterable')
    split_paths = [p.split('/') for p in paths]
    try:
        isabs_, = set(p[:1] == '/' for p in paths)
    except ValueError:
        raise ValueError("Can't mix absolute and relative paths") from None
    split_paths = [[c for c in s if c and c != '.'] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = '/' if isabs_ else ''
    return prefix + '/'.join(common)


def relpath(path, start=None):
    path = _fspath(path)
    if not path:
        raise ValueError('no path specified')
    start = curdir if start is None else _fspath(start)
    start_list = [x for x in abspath(start).split('/') if x]
    path_list = [x for x in abspath(path).split('/') if x]
    i = len(commonprefix([start_list, path_list]))
    rel = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel:
        return curdir
    return join(*rel)


def exists(path):
    try:
        a = _vfs.abspath(_fspath(path))
    except TypeError:
        raise
    return _vfs.is_dir(a) or _vfs.is_file(a)


lexists = exists


def isfile(path):
    return _vfs.is_file(_vfs.abspath(_fspath(path)))


def isdir(s):
    return _vfs.is_dir(_vfs.abspath(_fspath(s)))


def islink(path):
    return False


def ismount(path):
    return _vfs.abspath(_fspath(path)) == '/'


def getsize(filename):
    import os
    return os.stat(filename).st_size


def getmtime(filename):
    import os
    return os.stat(filename).st_mtime


def samefile(f1, f2):
    import os
    os.stat(f1)
    os.stat(f2)
    return _vfs.abspath(_fspath(f1)) == _vfs.abspath(_fspath(f2))
