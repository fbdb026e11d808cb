"""os: a sandboxed os over the run's in-memory file system (_vfs).

Files and directories live in memory for the run (docs/decisions.md, "A file
system per run"); the working directory is fixed at _vfs.CWD ('/sandbox').
os.environ holds HOME and PATH only; getpid() is a fixed number; cpu_count()
is 2 (the reference machine's). Anything that would reach outside the run
(processes, signals, urandom, chdir elsewhere) raises PermissionError.
"""

import sys
import _vfs
import posixpath as path

sys.modules['os.path'] = path

from posixpath import sep, curdir, pardir, extsep, altsep, pathsep, defpath, devnull

name = 'posix'
linesep = '\n'
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
F_OK, R_OK, W_OK, X_OK = 0, 4, 2, 1
error = OSError
fspath = _vfs.fspath
_abs = _vfs.abspath


class PathLike:
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, C):
        return hasattr(C, '__fspath__') or NotImplemented


class _Environ(dict):
    def __repr__(self):
        return 'environ(' + dict.__repr__(self) + ')'

    def copy(self):
        return dict(self)


environ = _Environ(HOME=_vfs.CWD, PATH='/usr/local/bin:/usr/bin:/bin')


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def _refuse(what):
    raise PermissionError(1, f'nnscope runs in a sandbox: os.{what}() is not available')


def system(command):
    _refuse('system')


def popen(cmd, mode='r', buffering=-1):
    _refuse('popen')


def fork():
    _refuse('fork')


def kill(pid, sig):
    _refuse('kill')


def urandom(size):
    _refuse('urandom')


def _make_refusal(n):
    def f(*args, **kwargs):
        _refuse(n)
    f.__name__ = n
    return f


for _n in ('execv', 'execve', 'execl', 'execle', 'execlp', 'execvp', 'execvpe', 'spawnv', 'spawnl', 'killpg',
           'forkpty', 'chown', 'chroot', 'setuid', 'setgid', 'nice', 'abort', '_exit', 'symlink', 'link', 'chmod',
           'posix_spawn', 'startfile', 'open', 'read', 'write', 'close', 'dup', 'dup2', 'pipe'):
    globals()[_n] = _make_refusal(_n)
del _n


def getpid():
    return 1000


def getppid():
    return 1


def cpu_count():
    return 2


def process_cpu_count():
    return 2


def _need_dir(a, p):
    """Raise what the OS raises when the absolute path a (given as p) is not a directory."""
    if not _vfs.is_dir(a):
        if _vfs.is_file(a):
            raise NotADirectoryError(20, 'Not a directory', p)
        raise FileNotFoundError(2, 'No such file or directory', p)


def getcwd():
    return _vfs.CWD


def getcwdb():
    return _vfs.CWD.encode()


def chdir(p):
    p = fspath(p)
    a = _abs(p)
    _need_dir(a, p)
    if a != _vfs.CWD:
        raise PermissionError(1, 'nnscope runs in a sandbox: os.chdir() cannot leave ' + _vfs.CWD, p)


def mkdir(p, mode=0o777, *, dir_fd=None):
    p = fspath(p)
    a = _abs(p)
    if _vfs.is_dir(a) or _vfs.is_file(a):
        raise FileExistsError(17, 'File exists', p)
    parent = a[:a.rfind('/')] or '/'
    _need_dir(parent, p)
    _vfs._dirs.add(a)


def makedirs(name, mode=0o777, exist_ok=False):
    name = fspath(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def listdir(p='.'):
    p = fspath(p)
    a = _abs(p)
    _need_dir(a, p)
    return _vfs.children(a)


def remove(p, *, dir_fd=None):
    p = fspath(p)
    a = _abs(p)
    if _vfs.is_dir(a):
        raise IsADirectoryError(21, 'Is a directory', p)
    if not _vfs.is_file(a):
        raise FileNotFoundError(2, 'No such file or directory', p)
    del _vfs._files[a]


unlink = remove


def rmdir(p, *, dir_fd=None):
    p = fspath(p)
    a = _abs(p)
    _need_dir(a, p)
    if _vfs.children(a):
        raise OSError(39, 'Directory not empty', p)
    if a == '/' or _vfs.CWD.startswith(a + '/') or a == _vfs.CWD:
        raise PermissionError(1, 'nnscope runs in a sandbox: cannot remove ' + a, p)
    _vfs._dirs.discard(a)


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    src = fspath(src)
    dst = fspath(dst)
    a, b = _abs(src), _abs(dst)
    if not (_vfs.is_file(a) or _vfs.is_dir(a)):
        raise FileNotFoundError(2, 'No such file or directory', src, None, dst)
    bparent = b[:b.rfind('/')] or '/'
    if not _vfs.is_dir(bparent):
        raise FileNotFoundError(2, 'No such file or directory', src, None, dst)
    if _vfs.is_file(a):
        if _vfs.is_dir(b):
            raise IsADirectoryError(21, 'Is a directory', src, None, dst)
        _vfs._files[b] = _vfs._files.pop(a)
        return
    if _vfs.is_file(b):
        raise NotADirectoryError(20, 'Not a directory', src, None, dst)
    if _vfs.is_dir(b) and _vfs.children(b):
        raise OSError(39, 'Directory not empty', src, None, dst)
    pre = a + '/'
    for d in [d for d in _vfs._dirs if d == a or d.startswith(pre)]:
        _vfs._dirs.discard(d)
        _vfs._dirs.add(b + d[len(a):])
    for f in [f for f in _vfs._files if f.startswith(pre)]:
        _vfs._files[b + f[len(a):]] = _vfs._files.pop(f)


replace = rename


class stat_result(tuple):
    def __new__(cls, mode, size):
        self = tuple.__new__(cls, (mode, 0, 0, 1, 0, 0, size, 0, 0, 0))
        return self

    st_mode = property(lambda s: s[0])
    st_size = property(lambda s: s[6])
    st_mtime = property(lambda s: 0.0)
    st_atime = property(lambda s: 0.0)
    st_ctime = property(lambda s: 0.0)
    st_nlink = property(lambda s: 1)
    st_uid = property(lambda s: 0)
    st_gid = property(lambda s: 0)

    def __repr__(self):
        return f'os.stat_result(st_mode={self[0]}, st_size={self[6]})'


def stat(p, *, dir_fd=None, follow_symlinks=True):
    p = fspath(p)
    a = _abs(p)
    if _vfs.is_dir(a):
        return stat_result(0o40755, 4096)
    n = _vfs.node(a)
    if n is None:
        raise FileNotFoundError(2, 'No such file or directory', p)
    return stat_result(0o100644, n.size())


lstat = stat


def access(p, mode, **kw):
    return path.exists(p)


class DirEntry:
    def __init__(self, parent, name):
        self.name = name
        self.path = path.join(parent, name)

    def is_dir(self, *, follow_symlinks=True):
        return path.isdir(self.path)

    def is_file(self, *, follow_symlinks=True):
        return path.isfile(self.path)

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return stat(self.path)

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'


class _ScandirIterator:
    def __init__(self, entries):
        self._it = iter(entries)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def close(self):
        pass


def scandir(p='.'):
    p = fspath(p)
    return _ScandirIterator([DirEntry(p, n) for n in listdir(p)])


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as e:
        if onerror is not None:
            onerror(e)
        return
    dirs = [n for n in names if path.isdir(path.join(top, n))]
    files = [n for n in names if not path.isdir(path.join(top, n))]
    if topdown:
        yield top, dirs, files
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
    else:
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
        yield top, dirs, files


def get_terminal_size(fd=1):
    _refuse('get_terminal_size')


def fsencode(filename):
    f = fspath(filename)
    return f.encode() if isinstance(f, str) else f


def fsdecode(filename):
    f = fspath(filename)
    return f.decode() if isinstance(f, bytes) else f


# File descriptors exist only for tempfile.mkstemp's files: fd -> path.
_fd_paths = {}


def close(fd):
    if fd not in _fd_paths:
        raise OSError(9, 'Bad file descriptor')
    del _fd_paths[fd]


def fdopen(fd, mode='r', buffering=-1, encoding=None, *args, **kwargs):
    """A file object on the file behind fd (made by tempfile.mkstemp); closing it closes fd."""
    if fd not in _fd_paths:
        raise OSError(9, 'Bad file descriptor')
    import builtins
    p = _fd_paths.pop(fd)
    return builtins.open(p, mode.replace('x', 'w'), buffering, encoding, *args, **kwargs)
