"""gzip: gzip files and in-memory compress/decompress over zlib, as CPython
3.13's gzip module. The header matches CPython's (mtime, XFL, OS byte 255);
the deflate body is whatever nnscope's zlib writes (stored blocks), so
compressed bytes differ from CPython's while decompress reads any gzip
stream, multi-member ones included."""
import struct
import time
import io
import os
import zlib
import builtins

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

READ, WRITE = 'rb', 'wb'
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9
FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16


class BadGzipFile(OSError):
    """Exception raised in some cases for invalid gzip files."""


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """data as one gzip member (mtime defaults to now)."""
    gzip_data = zlib.compress(data, level=compresslevel, wbits=31)
    if mtime is None:
        mtime = time.time()
    header = struct.pack("<4sLBB", gzip_data[:4], int(mtime), gzip_data[8], 255)
    return header + gzip_data[10:]


def _read_member(data, pos):
    """(decompressed bytes, position after the member) of the member at pos."""
    magic = data[pos:pos + 2]
    if len(magic) == 2 and magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    if len(data) - pos < 10:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    method, flag = data[pos + 2], data[pos + 3]
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    p = pos + 10
    if flag & FEXTRA:
        extra_len, = struct.unpack("<H", data[p:p + 2])
        p += 2 + extra_len
    if flag & FNAME:
        p = data.index(b'\0', p) + 1
    if flag & FCOMMENT:
        p = data.index(b'\0', p) + 1
    if flag & FHCRC:
        p += 2
    try:
        out, end = zlib._inflate(data, p)
    except zlib.error:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached") from None
    rest = data[end:]
    if len(rest) < 8:
        raise EOFError("Compressed file ended before the end-of-stream marker was reached")
    crc, isize = struct.unpack("<II", rest[:8])
    if crc != zlib.crc32(out):
        raise BadGzipFile("CRC check failed %s != %s" % (hex(crc), hex(zlib.crc32(out))))
    if isize != (len(out) & 0xffffffff):
        raise BadGzipFile("Incorrect length of data produced")
    return out, len(data) - len(rest) + 8


def decompress(data):
    """The concatenated contents of every gzip member in data."""
    data = bytes(data)
    decompressed_members = []
    pos = 0
    while True:
        while pos < len(data) and data[pos] == 0:
            pos += 1
        if pos >= len(data):
            return b"".join(decompressed_members)
        out, pos = _read_member(data, pos)
        decompressed_members.append(out)


class GzipFile(io.BufferedIOBase):
    """A gzip file: reading decompresses it whole on first read; writing keeps the
    data and writes one member on close."""
    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST,
                 fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError("Invalid mode: {!r}".format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        origmode = mode
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        if mode.startswith('r'):
            self.mode = READ
            self._buffer = None
            self._pos = 0
        elif mode.startswith(('w', 'a', 'x')):
            if origmode is None:
                import warnings
                warnings.warn("GzipFile was opened for writing, but this will "
                              "change in future Python releases.  "
                              "Specify the mode argument for opening it for writing.",
                              FutureWarning, 2)
            self.mode = WRITE
            self._chunks = []
            self.compresslevel = compresslevel
            self._write_mtime = mtime
        else:
            raise ValueError("Invalid mode: {!r}".format(mode))
        self.fileobj = fileobj
        self.name = filename

    @property
    def mtime(self):
        return self._write_mtime if self.mode == WRITE else None

    def __repr__(self):
        s = repr(self.fileobj)
        return '<gzip ' + s[1:-1] + ' ' + hex(id(self)) + '>'

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def closed(self):
        return self.fileobj is None

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            import errno
            raise OSError(errno.EBADF, "write() on read-only GzipFile object")
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        if length > 0:
            self._chunks.append(bytes(data))
        return length

    def _fill(self):
        if self._buffer is None:
            self._buffer = decompress(self.fileobj.read())

    def read(self, size=-1):
        self._check_not_closed()
        if self.mode != READ:
            import errno
            raise OSError(errno.EBADF, "read() on write-only GzipFile object")
        self._fill()
        if size is None or size < 0:
            size = len(self._buffer) - self._pos
        out = self._buffer[self._pos:self._pos + size]
        self._pos += len(out)
        return out

    def read1(self, size=-1):
        return self.read(size)

    def peek(self, n):
        self._fill()
        return self._buffer[self._pos:self._pos + max(n, 1)]

    def readline(self, size=-1):
        self._check_not_closed()
        self._fill()
        end = self._buffer.find(b'\n', self._pos)
        end = len(self._buffer) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = self._buffer[self._pos:end]
        self._pos = end
        return out

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def tell(self):
        if self.mode == WRITE:
            return sum(len(c) for c in self._chunks)
        return self._pos

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode == WRITE:
            raise OSError('Negative seek in write mode') if offset < self.tell() else \
                self.write(b'\0' * (offset - self.tell()))
        self._fill()
        if whence == io.SEEK_CUR:
            offset = self._pos + offset
        elif whence == io.SEEK_END:
            raise ValueError('Seek from end not supported')
        self._pos = max(0, offset)
        return self._pos

    def rewind(self):
        self._pos = 0

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        try:
            if self.mode == WRITE:
                fileobj.write(compress(b''.join(self._chunks), self.compresslevel,
                                       mtime=self._write_mtime))
                self._chunks = []
        finally:
            self.fileobj = None
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *args):
        self.close()


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST,
         encoding=None, errors=None, newline=None):
    """A GzipFile (binary modes) or a text wrapper over one ('t' modes)."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary_file = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary_file = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    if "t" in mode:
        if 'r' in mode:
            text = binary_file.read().decode(encoding or 'utf-8', errors or 'strict')
            binary_file.close()
            return io.StringIO(text, newline=newline) if newline is not None else io.StringIO(text)
        return _TextWriter(binary_file, encoding or 'utf-8', errors or 'strict')
    return binary_file


class _TextWriter(io.StringIO):
    """Text written to a gzip file: encoded and handed over on close."""

    def __init__(self, gz, encoding, errors):
        super().__init__()
        self._gz = gz
        self._enc = (encoding, errors)

    def close(self):
        if self._gz is not None:
            self._gz.write(self.getvalue().encode(*self._enc))
            self._gz.close()
            self._gz = None
        super().close()

    def __exit__(self, *args):
        self.close()
