"""_vfs: the run's in-memory file system (docs/decisions.md, "A file system per run").

One store per run, shared by open(), os, os.path and torch.save/torch.load:
files hold bytes, directories exist when made. The run starts in CWD, an
empty directory; '/', CWD's ancestors and '/tmp' exist, nothing else does, so
reading /etc/passwd raises FileNotFoundError as for a missing file. Nothing
here reaches a real disk, the network or a process.
"""
import io as _io

CWD = '/sandbox'
_dirs = {'/', '/sandbox', '/tmp'}
_files = {}                  # absolute normalised path -> _Node


class _Node:
    """A file's bytes: data plus pending appended parts (joined on demand)."""
    __slots__ = ('data', 'parts')

    def __init__(self):
        self.data = b''
        self.parts = []

    def get(self):
        if self.parts:
            self.data = self.data + b''.join(self.parts)
            self.parts = []
        return self.data

    def size(self):
        return len(self.data) + sum(len(p) for p in self.parts)


def abspath(path):
    """The absolute normalised form of path (relative to CWD)."""
    if not path.startswith('/'):
        path = CWD + '/' + path
    parts = []
    for p in path.split('/'):
        if p in ('', '.'):
            continue
        if p == '..':
            if parts:
                parts.pop()
        else:
            parts.append(p)
    return '/' + '/'.join(parts)


def fspath(path, fn=None):
    if isinstance(path, (str, bytes)):
        return path.decode() if isinstance(path, bytes) else path
    f = getattr(type(path), '__fspath__', None)
    if f is not None:
        r = f(path)
        if isinstance(r, bytes):
            return r.decode()
        return r
    if fn:
        raise TypeError(f'{fn}: path should be string, bytes or os.PathLike, not {type(path).__name__}')
    raise TypeError(f'expected str, bytes or os.PathLike object, not {type(path).__name__}')


def _parent(a):
    i = a.rfind('/')
    return a[:i] or '/'


def is_dir(a):
    return a in _dirs


def is_file(a):
    return a in _files


def err(cls, no, msg, path, path2=None):
    if path2 is not None:
        return cls(no, msg, path, None, path2)
    return cls(no, msg, path)


def children(a):
    """Names directly inside directory a, in creation order."""
    pre = a.rstrip('/') + '/'
    out = []
    for p in list(_dirs) + list(_files):
        if p != a and p.startswith(pre) and '/' not in p[len(pre):]:
            out.append(p[len(pre):])
    return out


def node(a):
    return _files.get(a)


def new_node(a, path):
    """Create (or truncate) the file at a; its directory must exist."""
    if a in _dirs:
        raise IsADirectoryError(21, 'Is a directory', path)
    if _parent(a) not in _dirs:
        raise FileNotFoundError(2, 'No such file or directory', path)
    n = _Node()
    _files[a] = n
    return n


class _File(_io.IOBase):
    """A file object over a _Node: binary (bytes) or text (str) mode. open() makes one of the
    four classes below it, named as CPython's; io.IOBase gives iteration, the context manager,
    readlines and writelines."""

    def __init__(self, name, node, mode, binary, readable, writable, append, encoding, errors, newline):
        self.name = name
        self.mode = mode
        self._node = node
        self._binary = binary
        self._r = readable
        self._w = writable
        self._append = append
        self._closed = False
        self._pos = node.size() if append else 0
        self.encoding = encoding
        self.errors = errors
        self._newline = newline
        self._rbuf = None       # text read cache: (byte start, decoded str, index)

    def __repr__(self):
        if self._binary:
            return f'<_io.{type(self).__name__} name={self.name!r}>'
        return f'<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding={self.encoding!r}>'

    def flush(self):
        self._check()

    def readable(self):
        self._check()
        return self._r

    def writable(self):
        self._check()
        return self._w

    def seekable(self):
        self._check()
        return True

    def fileno(self):
        raise OSError('nnscope runs in a sandbox: files have no descriptors')

    def _check(self, end='.'):
        if self._closed:
            raise ValueError('I/O operation on closed file.')

    def _need(self, ok, what):
        self._check()
        if not ok:
            raise _io.UnsupportedOperation(what)

    # -- reading
    def _decode(self, b):
        s = b.decode(self.encoding, self.errors)
        if self._newline is None and '\r' in s:
            s = s.replace('\r\n', '\n').replace('\r', '\n')
        return s

    def _text_buf(self):
        rb = self._rbuf
        if rb is None or rb[0] + rb[3] != self._pos:
            data = self._node.get()[self._pos:]
            raw = data.decode(self.encoding, self.errors)
            rb = self._rbuf = [self._pos, raw, 0, 0]   # start, text, index, bytes consumed
        return rb

    def _take(self, rb, j):
        piece = rb[1][rb[2]:j]
        rb[2] = j
        n = len(piece.encode(self.encoding, self.errors))
        rb[3] += n
        self._pos += n
        if self._newline is None and '\r' in piece:
            piece = piece.replace('\r\n', '\n').replace('\r', '\n')
        return piece

    def read(self, size=-1):
        self._need(self._r, 'not readable')
        if self._binary:
            data = self._node.get()
            end = len(data) if size is None or size < 0 else min(len(data), self._pos + size)
            r = data[self._pos:end]
            self._pos = max(self._pos, end)
            return r
        rb = self._text_buf()
        end = len(rb[1]) if size is None or size < 0 else min(len(rb[1]), rb[2] + size)
        return self._take(rb, end)

    def readline(self, size=-1):
        self._need(self._r, 'not readable')
        if self._binary:
            data = self._node.get()
            i = data.find(b'\n', self._pos)
            end = len(data) if i < 0 else i + 1
            if size is not None and size >= 0:
                end = min(end, self._pos + size)
            r = data[self._pos:end]
            self._pos = max(self._pos, end)
            return r
        rb = self._text_buf()
        i = rb[1].find('\n', rb[2])
        end = len(rb[1]) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, rb[2] + size)
        return self._take(rb, end)

    # -- writing
    def write(self, s):
        self._need(self._w, 'not writable')
        if self._binary:
            if isinstance(s, bytearray):
                s = bytes(s)
            if not isinstance(s, bytes):
                raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
            b = s
        else:
            if not isinstance(s, str):
                raise TypeError(f'write() argument must be str, not {type(s).__name__}')
            t = s
            if self._newline not in (None, '', '\n') and '\n' in t:
                t = t.replace('\n', self._newline)
            b = t.encode(self.encoding, self.errors)
        self._rbuf = None
        n = self._node
        if self._append:
            self._pos = n.size()
        if self._pos == n.size():
            n.parts.append(b)
        else:
            d = n.get()
            if self._pos > len(d):
                d = d + b'\0' * (self._pos - len(d))
            n.data = d[:self._pos] + b + d[self._pos + len(b):]
        self._pos += len(b)
        return len(s)

    def truncate(self, size=None):
        self._need(self._w, 'File not open for writing')
        if size is None:
            size = self._pos
        d = self._node.get()
        self._node.data = d[:size] + b'\0' * max(0, size - len(d))
        self._rbuf = None
        return size

    # -- position
    def seek(self, pos, whence=0):
        self._check()
        self._rbuf = None
        if not self._binary and whence != 0 and pos != 0:
            import io
            raise io.UnsupportedOperation("can't do nonzero cur-relative seeks" if whence == 1
                                          else "can't do nonzero end-relative seeks")
        if whence == 0:
            if pos < 0:
                raise OSError(22, 'Invalid argument') if self._binary else ValueError(
                    f'negative seek position {pos}')
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, self._node.size() + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        return self._pos

    def tell(self):
        self._check()
        return self._pos


class TextIOWrapper(_File, _io.TextIOBase):
    __module__ = '_io'


class BufferedReader(_File, _io.BufferedIOBase):
    __module__ = '_io'


class BufferedWriter(_File, _io.BufferedIOBase):
    __module__ = '_io'


class BufferedRandom(_File, _io.BufferedIOBase):
    __module__ = '_io'


_MODES = set('rwaxbt+')


def open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    """builtins.open over the store."""
    if isinstance(file, int) and not isinstance(file, bool):
        raise OSError(9, 'Bad file descriptor')
    if not isinstance(mode, str):
        raise TypeError(f'open() argument \'mode\' must be str, not {type(mode).__name__}')
    path = fspath(file)
    ms = set(mode)
    if len(ms) != len(mode) or not ms <= _MODES:
        raise ValueError(f'invalid mode: {mode!r}')
    kinds = sum(c in mode for c in 'rwax')
    if kinds != 1 or ('b' in mode and 't' in mode):
        if kinds == 0:
            raise ValueError('Must have exactly one of create/read/write/append mode and at most one plus')
        if 'b' in mode and 't' in mode:
            raise ValueError("can't have text and binary mode at once")
        raise ValueError('must have exactly one of create/read/write/append mode')
    binary = 'b' in mode
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    if newline not in (None, '', '\n', '\r', '\r\n'):
        raise ValueError(f'illegal newline value: {newline}')
    if path == '':
        raise FileNotFoundError(2, 'No such file or directory', path)
    a = abspath(path)
    plus = '+' in mode
    if 'r' in mode:
        if a in _dirs:
            raise IsADirectoryError(21, 'Is a directory', path)
        n = _files.get(a)
        if n is None:
            raise FileNotFoundError(2, 'No such file or directory', path)
    elif 'x' in mode:
        if a in _files or a in _dirs:
            raise FileExistsError(17, 'File exists', path)
        n = new_node(a, path)
    elif 'w' in mode:
        n = new_node(a, path)
    else:
        n = _files.get(a)
        if n is None:
            n = new_node(a, path)
        elif a in _dirs:
            raise IsADirectoryError(21, 'Is a directory', path)
    if binary:
        enc = None
    else:
        enc = encoding if encoding is not None else 'UTF-8'
        if encoding is None:
            enc = 'UTF-8'
    cls = TextIOWrapper if not binary else BufferedRandom if plus else BufferedReader if 'r' in mode else \
        BufferedWriter
    f = cls(file if isinstance(file, (str, bytes, int)) else path, n, mode.replace('t', '') if binary else
              mode, binary, 'r' in mode or plus, 'r' not in mode or plus, 'a' in mode, enc,
              errors if errors is not None else ('strict' if not binary else None), newline)
    return f
