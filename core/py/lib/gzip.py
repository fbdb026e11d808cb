"""gzip for nnscope: gzip streams over this engine's zlib (core/py/lib/zlib.py).

compress/decompress and GzipFile/open (binary and text modes, on a path of the sandbox's file system or
on a file object) behave as CPython's for round trips. The compressed bytes are a valid gzip stream with
stored (uncompressed) DEFLATE blocks, as zlib.compress writes them: their length differs from CPython's.
"""
import io
import zlib

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

READ, WRITE = "rb", "wb"


class BadGzipFile(OSError):
    pass


def compress(data, compresslevel=9, *, mtime=0):
    return zlib.compress(bytes(data), compresslevel, wbits=31)


def decompress(data):
    data = bytes(data)
    out = b""
    while data:
        if data[:2] != b"\x1f\x8b":
            raise BadGzipFile("Not a gzipped file (%r)" % data[:2])
        d = zlib.decompressobj(wbits=31)
        out += d.decompress(data)
        data = d.unused_data if hasattr(d, "unused_data") else b""
    return out


class GzipFile(io.IOBase):
    """A gzip file read whole at opening (read modes) or written whole at close (write modes)."""

    def __init__(self, filename=None, mode=None, compresslevel=9, fileobj=None, mtime=None):
        if mode and "t" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
        if fileobj is None:
            fileobj = builtins_open(filename, (mode or "rb").replace("b", "") + "b")
            self._own = True
        else:
            self._own = False
        self.name = filename if filename is not None else getattr(fileobj, "name", "")
        self.fileobj = fileobj
        self.mode = READ if (mode or "rb").startswith("r") else WRITE
        self.compresslevel = compresslevel
        if self.mode == READ:
            self._buf = io.BytesIO(decompress(fileobj.read()))
        else:
            self._buf = io.BytesIO()

    def read(self, size=-1):
        self._check(READ, "read")
        return self._buf.read(size)

    def read1(self, size=-1):
        return self.read(size)

    def readline(self, size=-1):
        self._check(READ, "readline")
        return self._buf.readline(size)

    def __iter__(self):
        self._check(READ, "read")
        return iter(self._buf)

    def write(self, data):
        self._check(WRITE, "write")
        return self._buf.write(bytes(data))

    def _check(self, mode, what):
        if self.fileobj is None:
            raise ValueError("I/O operation on closed file.")
        if self.mode != mode:
            import errno
            raise OSError(errno.EBADF, what + "() on " + ("write-only" if mode == READ else "read-only") + " GzipFile object")

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return True

    def seek(self, offset, whence=0):
        return self._buf.seek(offset, whence)

    def tell(self):
        return self._buf.tell()

    @property
    def closed(self):
        return self.fileobj is None

    def close(self):
        if self.fileobj is None:
            return
        if self.mode == WRITE:
            self.fileobj.write(compress(self._buf.getvalue(), self.compresslevel))
        if self._own:
            self.fileobj.close()
        self.fileobj = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


builtins_open = open


def open(filename, mode="rb", compresslevel=9, encoding=None, errors=None, newline=None):
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    elif encoding is not None:
        raise ValueError("Argument 'encoding' not supported in binary mode")
    gz_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes)) or hasattr(filename, "__fspath__"):
        binary = GzipFile(filename, gz_mode, compresslevel)
    else:
        binary = GzipFile(None, gz_mode, compresslevel, filename)
    if "t" in mode:
        return _Text(binary, encoding or "utf-8", errors or "strict")
    return binary


class _Text(io.StringIO):
    """Text mode: the whole text decoded at opening, or encoded into the gzip file at close."""

    def __init__(self, binary, encoding, errors):
        super().__init__(binary.read().decode(encoding, errors) if binary.mode == READ else "")
        self._binary, self._encoding, self._errors = binary, encoding, errors

    def close(self):
        if self._binary.mode == WRITE and not self._binary.closed:
            self._binary.write(self.getvalue().encode(self._encoding, self._errors))
        self._binary.close()
        super().close()

    def __exit__(self, *exc):
        self.close()
