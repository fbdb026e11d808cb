"""io: the stream base classes and in-memory text and byte streams (StringIO, BytesIO) for nnscope.

io.open is the builtin open, as in CPython where open is io.open. StringIO keeps a list of str pieces and
a position; BytesIO the same over bytes. The files open() returns are _vfs's (the run's in-memory file
system), subclasses of TextIOBase and BufferedIOBase.
"""

__all__ = ['StringIO', 'BytesIO', 'TextIOBase', 'BufferedIOBase', 'RawIOBase', 'IOBase', 'UnsupportedOperation',
           'SEEK_SET', 'SEEK_CUR', 'SEEK_END', 'open']

from abc import ABCMeta as _ABCMeta
from builtins import open

SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2


class UnsupportedOperation(OSError, ValueError):
    pass


class IOBase(metaclass=_ABCMeta):
    def __enter__(self):
        self._check('.')
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        self._check('.')
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def flush(self):
        if self._dot:
            self._check()

    def isatty(self):
        return False

    def close(self):
        self._closed = True

    @property
    def closed(self):
        return self._closed

    def _check(self, end=None):
        # CPython's BytesIO ends this message with a period, StringIO's
        # own methods do not (IOBase's __enter__/__iter__ do)
        if self._closed:
            raise ValueError('I/O operation on closed file' + (self._dot if end is None else end))

    # Stop once the lines read exceed hint (CPython's IOBase); BytesIO stops when they reach it.
    _hint_reached = staticmethod(lambda total, hint: total > hint)

    def readlines(self, hint=-1):
        out = []
        total = 0
        for line in self:
            out.append(line)
            total += len(line)
            if hint > 0 and self._hint_reached(total, hint):
                break
        return out

    def writelines(self, lines):
        for line in lines:
            self.write(line)


class TextIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class RawIOBase(IOBase):
    pass


class _Buffer(IOBase):
    _dot = ''
    _empty = ''
    _kind = 'str'

    def __init__(self, initial=None):
        self._closed = False
        self._data = initial if initial is not None else self._empty
        self._pos = 0

    def getvalue(self):
        self._check()
        return self._data

    def write(self, s):
        self._check()
        if not isinstance(s, type(self._empty)):
            if self._kind == 'str':
                raise TypeError('string argument expected, got \'%s\'' % type(s).__name__)
            raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)
        d = self._data
        p = self._pos
        if p > len(d):
            d = d + (self._fill() * (p - len(d)))
        self._data = d[:p] + s + d[p + len(s):]
        self._pos = p + len(s)
        return len(s)

    def _fill(self):
        return '\0'

    def read(self, size=-1):
        self._check()
        if size is None or size < 0:
            end = len(self._data)
        else:
            end = min(len(self._data), self._pos + size)
        r = self._data[self._pos:end]
        self._pos = max(self._pos, end)
        return r

    def readline(self, size=-1):
        self._check()
        nl = '\n' if self._kind == 'str' else b'\n'
        i = self._data.find(nl, self._pos)
        end = len(self._data) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        r = self._data[self._pos:end]
        self._pos = max(self._pos, end)
        return r

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError('Negative seek position %d' % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._data) + pos)
        else:
            raise ValueError('Invalid whence (%d, should be 0, 1 or 2)' % whence)
        return self._pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        self._data = self._data[:size]
        return size


class StringIO(_Buffer, TextIOBase):
    def __init__(self, initial_value='', newline='\n'):
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError('initial_value must be str or None, not %s' % type(initial_value).__name__)
        _Buffer.__init__(self, initial_value)


class BytesIO(_Buffer):
    _hint_reached = staticmethod(lambda total, hint: total >= hint)
    _dot = '.'
    _empty = b''
    _kind = 'bytes'

    def __init__(self, initial_bytes=b''):
        _Buffer.__init__(self, bytes(initial_bytes))

    def _fill(self):
        return b'\0'

    def __iter__(self):
        return self

    def getbuffer(self):
        return self._data

    def read1(self, size=-1):
        return self.read(size)


def _register_std_streams():
    # sys.stdout and friends are a native text stream: a TextIOBase, as in CPython
    import sys
    TextIOBase.register(type(sys.__stdout__))


_register_std_streams()
