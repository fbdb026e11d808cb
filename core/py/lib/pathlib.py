"""pathlib: PurePosixPath / PosixPath over the run's in-memory file system.

Pure paths are string operations as CPython's (normalised parts: '.' and
empty parts dropped, '..' kept); concrete paths read and write the run's
store through open() and os (docs/decisions.md, "A file system per run").
"""

import os
import posixpath

__all__ = ['PurePath', 'PurePosixPath', 'Path', 'PosixPath']


def _parse(args):
    raw = []
    for a in args:
        if isinstance(a, PurePath):
            raw.append(a._str)
        elif isinstance(a, str):
            raw.append(a)
        elif hasattr(type(a), '__fspath__'):
            raw.append(os.fspath(a))
        else:
            raise TypeError("argument should be a str or an os.PathLike object where __fspath__ returns a str, "
                            f"not {type(a).__name__!r}")
    path = posixpath.join(*raw) if raw else ''
    root = ''
    if path.startswith('/'):
        root = '//' if path.startswith('//') and not path.startswith('///') else '/'
    parts = [p for p in path.split('/') if p and p != '.']
    return root, parts


class PurePath:
    __slots__ = ('_root', '_parts', '_str')

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        if cls is Path:
            cls = PosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        self._str = (self._root + '/'.join(self._parts)) or '.'
        return self

    def __init__(self, *args):
        pass

    def _from(self, root, parts):
        p = object.__new__(type(self))
        p._root, p._parts = root, parts
        p._str = (root + '/'.join(parts)) or '.'
        return p

    def __str__(self):
        return self._str

    def __fspath__(self):
        return self._str

    def as_posix(self):
        return self._str

    def __repr__(self):
        return f'{type(self).__name__}({self._str!r})'

    def __hash__(self):
        return hash(self._str)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str == other._str

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str < other._str

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str <= other._str

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str > other._str

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str >= other._str

    def __truediv__(self, key):
        try:
            return type(self)(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def joinpath(self, *others):
        return type(self)(self, *others)

    @property
    def parts(self):
        return ((self._root,) if self._root else ()) + tuple(self._parts)

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._parts[-1] if self._parts else ''

    @property
    def suffix(self):
        n = self.name
        i = n.rfind('.')
        return n[i:] if 0 < i < len(n) - 1 else ''

    @property
    def suffixes(self):
        n = self.name
        if n.endswith('.'):
            return []
        n = n.lstrip('.')
        return ['.' + s for s in n.split('.')[1:]]

    @property
    def stem(self):
        n = self.name
        i = n.rfind('.')
        return n[:i] if 0 < i < len(n) - 1 else n

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._from(self._root, self._parts[:-1])

    @property
    def parents(self):
        out = []
        p = self
        while p._parts:
            p = p.parent
            out.append(p)
        return tuple(out)

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def with_name(self, name):
        if not self.name:
            raise ValueError(f'{self!r} has an empty name')
        if not name or '/' in name or name == '.':
            raise ValueError(f'Invalid name {name!r}')
        return self._from(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if suffix and (not suffix.startswith('.') or suffix == '.' or '/' in suffix):
            raise ValueError(f'Invalid suffix {suffix!r}')
        if not self.name:
            raise ValueError(f'{self!r} has an empty name')
        return self.with_name(self.stem + suffix)

    def relative_to(self, other, *_deprecated, walk_up=False):
        other = type(self)(other, *_deprecated)
        if self._root != other._root or self._parts[:len(other._parts)] != other._parts:
            if walk_up and self._root == other._root:
                i = 0
                while i < min(len(self._parts), len(other._parts)) and self._parts[i] == other._parts[i]:
                    i += 1
                return self._from('', ['..'] * (len(other._parts) - i) + self._parts[i:])
            raise ValueError(f'{str(self)!r} is not in the subpath of {str(other)!r}')
        return self._from('', self._parts[len(other._parts):])

    def is_relative_to(self, other, *_deprecated):
        try:
            self.relative_to(other, *_deprecated)
            return True
        except ValueError:
            return False

    def match(self, pattern, *, case_sensitive=None):
        import fnmatch
        pat = PurePosixPath(pattern)
        if not pat._parts:
            raise ValueError('empty pattern')
        if pat._root:
            if len(pat._parts) != len(self._parts) or self._root != pat._root:
                return False
        elif len(pat._parts) > len(self._parts):
            return False
        for a, b in zip(reversed(self._parts), reversed(pat._parts)):
            if not fnmatch.fnmatchcase(a, b):
                return False
        return True


class PurePosixPath(PurePath):
    __slots__ = ()


class Path(PurePath):
    __slots__ = ()

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser('~'))

    def absolute(self):
        return self if self._root else type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        p = type(self)(os.path.abspath(self._str))
        if strict:
            os.stat(p._str)
        return p

    def expanduser(self):
        return type(self)(os.path.expanduser(self._str))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self._str)

    def exists(self, *, follow_symlinks=True):
        return os.path.exists(self._str)

    def is_file(self, *, follow_symlinks=True):
        return os.path.isfile(self._str)

    def is_dir(self, *, follow_symlinks=True):
        return os.path.isdir(self._str)

    def is_symlink(self):
        return False

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return open(self._str, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None, newline=None):
        with self.open(encoding=encoding, errors=errors, newline=newline) as f:
            return f.read()

    def read_bytes(self):
        with self.open('rb') as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError(f'data must be str, not {type(data).__name__}')
        with self.open('w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        data = bytes(data)
        with self.open('wb') as f:
            return f.write(data)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', self._str)
            return
        open(self._str, 'ab').close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self._str)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def iterdir(self):
        for n in os.listdir(self._str):
            yield self / n

    def glob(self, pattern, *, case_sensitive=None, recurse_symlinks=False):
        import glob
        for p in glob.iglob(pattern, root_dir=self._str, recursive=True):
            yield self / p

    def rglob(self, pattern, *, case_sensitive=None, recurse_symlinks=False):
        return self.glob('**/' + pattern)

    def unlink(self, missing_ok=False):
        try:
            os.remove(self._str)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        os.rmdir(self._str)

    def rename(self, target):
        os.rename(self._str, os.fspath(target))
        return type(self)(target)

    def replace(self, target):
        return self.rename(target)

    def samefile(self, other_path):
        return os.path.samefile(self._str, os.fspath(other_path))


class PosixPath(Path, PurePosixPath):
    __slots__ = ()
