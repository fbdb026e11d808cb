"""tempfile: temporary files and directories in the run's in-memory file
system (under /tmp), as CPython 3.13's tempfile: TemporaryDirectory,
NamedTemporaryFile, TemporaryFile, SpooledTemporaryFile, mkdtemp, mkstemp
(its descriptor works with os.fdopen and os.close), mktemp, gettempdir.
Names are tmp + 8 random characters drawn from a private generator, so
the program's random state is untouched."""
import os as _os
import io as _io
import shutil as _shutil
import random as _random
import _vfs

__all__ = ["NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile",
           "TemporaryDirectory", "mkstemp", "mkdtemp", "mktemp", "TMP_MAX",
           "gettempprefix", "tempdir", "gettempdir", "gettempprefixb", "gettempdirb"]

TMP_MAX = 10000
template = "tmp"
tempdir = None
_rng = None
_next_fd = [3]


def _name():
    global _rng
    if _rng is None:
        _rng = _random.Random()
    chars = "abcdefghijklmnopqrstuvwxyz0123456789_"
    return ''.join(_rng.choice(chars) for _ in range(8))


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    global tempdir
    if tempdir is None:
        tempdir = '/tmp'
    return tempdir


def gettempdirb():
    return gettempdir().encode()


def _sanitize(prefix, suffix, dir):
    if suffix is None:
        suffix = ''
    if prefix is None:
        prefix = template
    if dir is None:
        dir = gettempdir()
    return prefix, suffix, _os.fspath(dir)


def _unused(prefix, suffix, dir):
    for _ in range(TMP_MAX):
        p = _os.path.join(dir, prefix + _name() + suffix)
        if not _os.path.exists(p):
            return p
    raise FileExistsError(17, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Create a new empty file; return (descriptor, absolute path)."""
    prefix, suffix, dir = _sanitize(prefix, suffix, dir)
    if not _os.path.isdir(dir):
        raise FileNotFoundError(2, 'No such file or directory', dir)
    p = _os.path.abspath(_unused(prefix, suffix, dir))
    with open(p, 'xb'):
        pass
    fd = _next_fd[0]
    _next_fd[0] += 1
    _os._fd_paths[fd] = p
    return fd, p


def mkdtemp(suffix=None, prefix=None, dir=None):
    prefix, suffix, dir = _sanitize(prefix, suffix, dir)
    p = _unused(prefix, suffix, dir)
    _os.mkdir(p)
    return _os.path.abspath(p)


def mktemp(suffix="", prefix=template, dir=None):
    if dir is None:
        dir = gettempdir()
    return _unused(prefix, suffix, dir)


class _TemporaryFileWrapper:
    """A file object with a name, removed when closed (delete=True)."""

    def __init__(self, file, name, delete=True, delete_on_close=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._delete_on_close = delete_on_close
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()
        if self.delete:
            self._remove()
        return None

    def _remove(self):
        try:
            _os.unlink(self.name) if hasattr(_os, 'unlink') else _os.remove(self.name)
        except FileNotFoundError:
            pass

    def close(self):
        if not self._closed:
            self._closed = True
            self.file.close()
            if self.delete and self._delete_on_close:
                self._remove()

    def __iter__(self):
        for line in self.file:
            yield line

    def __repr__(self):
        return f"<tempfile._TemporaryFileWrapper object>"


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *,
                       errors=None, delete_on_close=True):
    prefix, suffix, dir = _sanitize(prefix, suffix, dir)
    fd, name = mkstemp(suffix, prefix, dir)
    _os._fd_paths.pop(fd, None)
    if 'b' not in mode and encoding is None:
        encoding = 'utf-8'
    f = open(name, mode.replace('x', 'w'), buffering, encoding=encoding, newline=newline,
             errors=errors)
    return _TemporaryFileWrapper(f, name, delete, delete_on_close)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                  suffix=None, prefix=None, dir=None, *, errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir,
                              True, errors=errors)


class SpooledTemporaryFile(_io.IOBase):
    """An in-memory file (BytesIO or StringIO) that never needs to roll over here."""

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        if 'b' in mode:
            self._file = _io.BytesIO()
        else:
            self._file = _io.StringIO(newline="\n")
        self._max_size = max_size
        self._rolled = False
        self.mode = mode

    def rollover(self):
        self._rolled = True

    def __getattr__(self, name):
        return getattr(self.__dict__['_file'], name)

    def __enter__(self):
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return iter(self._file)

    def read(self, *args):
        return self._file.read(*args)

    def write(self, s):
        return self._file.write(s)

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def name(self):
        return None


class TemporaryDirectory:
    """A directory removed with its contents on cleanup() or leaving the with block."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False, *, delete=True):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._delete = delete
        self._done = False

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        if self._delete:
            self.cleanup()

    def cleanup(self):
        if not self._done:
            self._done = True
            if _os.path.exists(self.name):
                _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
