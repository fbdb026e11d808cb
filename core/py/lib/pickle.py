"""pickle: CPython's pickle format, protocols 0 to 5, written as CPython's C
pickler writes it (same opcodes, memo numbering, batching and framing), so
dumps() of builtin values, classes, functions and plain instances gives the
same bytes. Objects reduce through copyreg.dispatch_table, __reduce_ex__,
__reduce__ and, for plain instances, copyreg's rules (__getstate__,
__slots__). Classes and functions are saved by reference (module and
qualified name). The Unpickler reads every opcode of protocols 0-5.

Frames (protocol 4+) hold the whole pickle; CPython splits frames every
64 kB, so pickles larger than that differ in framing bytes only.
Tensors pickle as a call of torch.tensor on their values (a different byte
stream from PyTorch's storage-based one; it round-trips within a run).
"""
import sys
import io
import struct
import copyreg
from copyreg import dispatch_table, _extension_registry, _inverted_registry, _extension_cache

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler",
           "Unpickler", "dump", "dumps", "load", "loads", "PickleBuffer",
           "HIGHEST_PROTOCOL", "DEFAULT_PROTOCOL"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
format_version = "5.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


class _Stop(Exception):
    def __init__(self, value):
        self.value = value


class PickleBuffer:
    """A buffer handed to the pickler out of band (protocol 5)."""

    def __init__(self, buffer):
        self._buf = buffer

    def raw(self):
        return memoryview(bytes(self._buf))

    def release(self):
        pass


MARK = b'('
STOP = b'.'
POP = b'0'
POP_MARK = b'1'
DUP = b'2'
FLOAT = b'F'
INT = b'I'
BININT = b'J'
BININT1 = b'K'
LONG = b'L'
BININT2 = b'M'
NONE = b'N'
PERSID = b'P'
BINPERSID = b'Q'
REDUCE = b'R'
STRING = b'S'
BINSTRING = b'T'
SHORT_BINSTRING = b'U'
UNICODE = b'V'
BINUNICODE = b'X'
APPEND = b'a'
BUILD = b'b'
GLOBAL = b'c'
DICT = b'd'
EMPTY_DICT = b'}'
APPENDS = b'e'
GET = b'g'
BINGET = b'h'
INST = b'i'
LONG_BINGET = b'j'
LIST = b'l'
EMPTY_LIST = b']'
OBJ = b'o'
PUT = b'p'
BINPUT = b'q'
LONG_BINPUT = b'r'
SETITEM = b's'
TUPLE = b't'
EMPTY_TUPLE = b')'
SETITEMS = b'u'
BINFLOAT = b'G'
TRUE = b'I01\n'
FALSE = b'I00\n'
PROTO = b'\x80'
NEWOBJ = b'\x81'
EXT1 = b'\x82'
EXT2 = b'\x83'
EXT4 = b'\x84'
TUPLE1 = b'\x85'
TUPLE2 = b'\x86'
TUPLE3 = b'\x87'
NEWTRUE = b'\x88'
NEWFALSE = b'\x89'
LONG1 = b'\x8a'
LONG4 = b'\x8b'
BINBYTES = b'B'
SHORT_BINBYTES = b'C'
SHORT_BINUNICODE = b'\x8c'
BINUNICODE8 = b'\x8d'
BINBYTES8 = b'\x8e'
EMPTY_SET = b'\x8f'
ADDITEMS = b'\x90'
FROZENSET = b'\x91'
NEWOBJ_EX = b'\x92'
STACK_GLOBAL = b'\x93'
MEMOIZE = b'\x94'
FRAME = b'\x95'
BYTEARRAY8 = b'\x96'
NEXT_BUFFER = b'\x97'
READONLY_BUFFER = b'\x98'

_BATCHSIZE = 1000


def _batches(items):
    """The items in lists of _BATCHSIZE (the last one shorter, never empty), as the pickler writes them."""
    batch = []
    for x in items:
        batch.append(x)
        if len(batch) == _BATCHSIZE:
            yield batch
            batch = []
    if batch:
        yield batch

# Python 2 names written for protocols < 3 (fix_imports), and their inverse.
_NAME_TO_PY2 = {('builtins', 'range'): ('__builtin__', 'xrange'),
                ('builtins', 'chr'): ('__builtin__', 'unichr'),
                ('builtins', 'str'): ('__builtin__', 'unicode'),
                ('builtins', 'int'): ('__builtin__', 'long'),
                ('builtins', 'zip'): ('itertools', 'izip'),
                ('builtins', 'map'): ('itertools', 'imap'),
                ('builtins', 'filter'): ('itertools', 'ifilter'),
                ('builtins', 'ModuleNotFoundError'): ('exceptions', 'ImportError')}
for _n in ('ArithmeticError AssertionError AttributeError BaseException BufferError '
           'BytesWarning DeprecationWarning EOFError EnvironmentError Exception '
           'FloatingPointError FutureWarning GeneratorExit IOError ImportError '
           'ImportWarning IndentationError IndexError KeyError KeyboardInterrupt '
           'LookupError MemoryError NameError NotImplementedError OSError OverflowError '
           'PendingDeprecationWarning ReferenceError RuntimeError RuntimeWarning '
           'StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError '
           'TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError '
           'UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning '
           'ZeroDivisionError').split():
    _NAME_TO_PY2[('builtins', _n)] = ('exceptions', _n)
for _n in ('BrokenPipeError ChildProcessError ConnectionAbortedError ConnectionError '
           'ConnectionRefusedError ConnectionResetError FileExistsError FileNotFoundError '
           'InterruptedError IsADirectoryError NotADirectoryError PermissionError '
           'ProcessLookupError TimeoutError').split():
    _NAME_TO_PY2[('builtins', _n)] = ('exceptions', 'OSError')
_MODULE_TO_PY2 = {'builtins': '__builtin__', 'copyreg': 'copy_reg', 'queue': 'Queue',
                  'reprlib': 'repr'}
_PY2_TO_NAME = {v: k for k, v in _NAME_TO_PY2.items() if v[1] != 'OSError' or k[1] == 'OSError'}
_PY2_TO_NAME[('exceptions', 'ImportError')] = ('builtins', 'ImportError')
_PY2_TO_MODULE = {v: k for k, v in _MODULE_TO_PY2.items()}
_PY2_TO_MODULE['exceptions'] = 'builtins'


def _getattribute(obj, name):
    top = obj
    for subpath in name.split('.'):
        if subpath == '<locals>':
            raise AttributeError(f"Can't get local attribute {name!r} on {top!r}")
        obj = getattr(obj, subpath)
    return obj


def _whichmodule(obj, name):
    module_name = getattr(obj, '__module__', None)
    if module_name is not None:
        return module_name
    for module_name, module in sys.modules.copy().items():
        if module_name == '__main__' or module_name == '__mp_main__' or module is None:
            continue
        try:
            if _getattribute(module, name) is obj:
                return module_name
        except AttributeError:
            pass
    return '__main__'


def _long_bytes(x):
    """x as the shortest little-endian two's-complement bytes (b'' for 0)."""
    if x == 0:
        return b''
    nbytes = (x.bit_length() >> 3) + 1
    result = x.to_bytes(nbytes, byteorder='little', signed=True)
    if x < 0 and nbytes > 1:
        if result[-1] == 0xff and (result[-2] & 0x80) != 0:
            result = result[:-1]
    return result


def _raw_unicode_escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if o > 0xffff:
            out.append('\\U%08x' % o)
        elif o > 0xff or ch in '\\\n\r\0\x1a':
            out.append('\\u%04x' % o)
        else:
            out.append(ch)
    return ''.join(out).encode('latin-1')


def _type_reduce(obj):
    """Builtin reductions CPython's types provide that this engine lacks."""
    t = type(obj)
    if t is bytearray:
        return None
    if getattr(t, '__module__', None) == 'collections' and t.__name__ == 'OrderedDict':
        state = dict(vars(obj)) if hasattr(obj, '__dict__') and vars(obj) else None
        return (t, (), state, None, iter(list(obj.items())))
    if getattr(t, '__module__', None) == 'torch' and t.__name__ in ('Tensor', 'Parameter'):
        import torch
        return (_rebuild_tensor, (obj.detach().tolist(), str(obj.dtype).split('.')[-1],
                                  tuple(obj.shape), obj.requires_grad))
    return None


def _rebuild_tensor(values, dtype, shape, requires_grad):
    import torch
    t = torch.tensor(values, dtype=getattr(torch, dtype)).reshape(shape)
    if requires_grad:
        t.requires_grad_(True)
    return t


def _object_reduce_ex(obj, proto):
    """object.__reduce_ex__ as CPython computes it (copyreg's rules)."""
    cls = type(obj)
    if proto < 2:
        return copyreg._reduce_ex(obj, proto)
    getnewargs_ex = getattr(cls, '__getnewargs_ex__', None)
    getnewargs = getattr(cls, '__getnewargs__', None)
    kwargs = None
    if getnewargs_ex is not None:
        args, kwargs = obj.__getnewargs_ex__()
    elif getnewargs is not None:
        args = obj.__getnewargs__()
    else:
        args = ()
    state = _object_getstate(obj)
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    if kwargs:
        return (copyreg.__newobj_ex__, (cls, tuple(args), kwargs), state, listitems, dictitems)
    return (copyreg.__newobj__, (cls,) + tuple(args), state, listitems, dictitems)


def _object_getstate(obj):
    cls = type(obj)
    getstate = getattr(cls, '__getstate__', None)
    if getstate is not None and getstate is not object.__getstate__:
        return obj.__getstate__()
    d = getattr(obj, '__dict__', None)
    state = d if d else None
    slots = copyreg._slotnames(cls)
    if slots:
        sd = {}
        for name in slots:
            try:
                sd[name] = getattr(obj, name)
            except AttributeError:
                pass
        if sd:
            state = (state, sd)
    return state


class Pickler:
    """Writes objects to a binary file in one protocol; memo shared across dump()s."""

    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        if protocol is None:
            protocol = DEFAULT_PROTOCOL
        if protocol < 0:
            protocol = HIGHEST_PROTOCOL
        elif not 0 <= protocol <= HIGHEST_PROTOCOL:
            raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
        if buffer_callback is not None and protocol < 5:
            raise ValueError("buffer_callback needs protocol >= 5")
        try:
            self._file_write = file.write
        except AttributeError:
            raise TypeError("file must have a 'write' attribute")
        self._buffer_callback = buffer_callback
        self.memo = {}
        self.proto = int(protocol)
        self.bin = protocol >= 1
        self.fast = 0
        self.fix_imports = fix_imports and protocol < 3
        self._out = []

    def clear_memo(self):
        self.memo.clear()

    def dump(self, obj):
        """Write obj's pickle: PROTO, a frame over the body (protocol 4+), STOP."""
        if not hasattr(self, "_file_write"):
            raise PicklingError("Pickler.__init__() was not called by %s.__init__()"
                                % (self.__class__.__name__,))
        self._out = []
        self.save(obj)
        self._out.append(STOP)
        body = b''.join(self._out)
        self._out = []
        head = b''
        if self.proto >= 2:
            head = PROTO + struct.pack("<B", self.proto)
        if self.proto >= 4 and len(body) >= 4:
            head += FRAME + struct.pack("<Q", len(body))
        self._file_write(head + body)

    def write(self, b):
        self._out.append(b)

    def memoize(self, obj):
        if self.fast:
            return
        idx = len(self.memo)
        self.write(self.put(idx))
        self.memo[id(obj)] = idx, obj

    def put(self, idx):
        if self.proto >= 4:
            return MEMOIZE
        elif self.bin:
            if idx < 256:
                return BINPUT + struct.pack("<B", idx)
            else:
                return LONG_BINPUT + struct.pack("<I", idx)
        else:
            return PUT + repr(idx).encode("ascii") + b'\n'

    def get(self, i):
        if self.bin:
            if i < 256:
                return BINGET + struct.pack("<B", i)
            else:
                return LONG_BINGET + struct.pack("<I", i)
        return GET + repr(i).encode("ascii") + b'\n'

    def persistent_id(self, obj):
        return None

    def save(self, obj, save_persistent_id=True):
        pid = self.persistent_id(obj)
        if pid is not None and save_persistent_id:
            self.save_pers(pid)
            return
        x = self.memo.get(id(obj))
        if x is not None:
            self.write(self.get(x[0]))
            return
        t = type(obj)
        f = self.dispatch.get(t)
        if f is not None:
            f(self, obj)
            return
        reduce = getattr(self, 'dispatch_table', dispatch_table).get(t)
        if reduce is not None:
            rv = reduce(obj)
        else:
            if isinstance(t, type) and issubclass(t, type):
                self.save_global(obj)
                return
            rv = None
            reducer_override = getattr(self, 'reducer_override', None)
            if reducer_override is not None:
                rv = reducer_override(obj)
                if rv is NotImplemented:
                    rv = None
            if rv is None:
                rv = self._reduce(obj)
        if isinstance(rv, str):
            self.save_global(obj, rv)
            return
        if not isinstance(rv, tuple):
            raise PicklingError(f'__reduce__ must return a string or tuple, not {type(rv).__name__}')
        l = len(rv)
        if not (2 <= l <= 6):
            raise PicklingError("tuple returned by __reduce__ must contain 2 through 6 elements")
        self.save_reduce(obj=obj, *rv)

    def _reduce(self, obj):
        t = type(obj)
        rv = _type_reduce(obj)
        if rv is not None:
            return rv
        rex = getattr(t, '__reduce_ex__', None)
        red = getattr(t, '__reduce__', None)
        if rex is not None and rex is not object.__reduce_ex__:
            return obj.__reduce_ex__(self.proto)
        if red is not None and red is not object.__reduce__:
            return obj.__reduce__()
        if t.__module__ == 'builtins' and not hasattr(obj, '__dict__'):
            raise TypeError(f"cannot pickle {t.__name__!r} object")
        return _object_reduce_ex(obj, self.proto)

    def save_pers(self, pid):
        if self.bin:
            self.save(pid, save_persistent_id=False)
            self.write(BINPERSID)
        else:
            try:
                self.write(PERSID + str(pid).encode("ascii") + b'\n')
            except UnicodeEncodeError:
                raise PicklingError("persistent IDs in protocol 0 must be ASCII strings")

    def save_reduce(self, func, args, state=None, listitems=None,
                    dictitems=None, state_setter=None, *, obj=None):
        """Write a reduce tuple: NEWOBJ(_EX) for copyreg's helpers, else REDUCE."""
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by __reduce__ must be a tuple")
        if not callable(func):
            raise PicklingError("first item of the tuple returned by __reduce__ must be callable")
        save = self.save
        write = self.write
        func_name = getattr(func, "__name__", "")
        if self.proto >= 2 and func_name == "__newobj_ex__":
            cls, args, kwargs = args
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj_ex__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj_ex__ args has the wrong class")
            if self.proto >= 4:
                save(cls)
                save(args)
                save(kwargs)
                write(NEWOBJ_EX)
            else:
                import functools
                func = functools.partial(cls.__new__, cls, *args, **kwargs)
                save(func)
                save(())
                write(REDUCE)
        elif self.proto >= 2 and func_name == "__newobj__":
            cls = args[0]
            if not hasattr(cls, "__new__"):
                raise PicklingError("args[0] from __newobj__ args has no __new__")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj__ args has the wrong class")
            args = args[1:]
            save(cls)
            save(args)
            write(NEWOBJ)
        else:
            save(func)
            save(args)
            write(REDUCE)
        if obj is not None:
            if id(obj) in self.memo:
                write(POP + self.get(self.memo[id(obj)][0]))
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(listitems)
        if dictitems is not None:
            self._batch_setitems(dictitems)
        if state is not None:
            if state_setter is None:
                save(state)
                write(BUILD)
            else:
                save(state_setter)
                save(obj)
                save(state)
                write(TUPLE2)
                write(REDUCE)
                write(POP)

    dispatch = {}

    def save_none(self, obj):
        self.write(NONE)
    dispatch[type(None)] = save_none

    def save_bool(self, obj):
        if self.proto >= 2:
            self.write(NEWTRUE if obj else NEWFALSE)
        else:
            self.write(TRUE if obj else FALSE)
    dispatch[bool] = save_bool

    def save_long(self, obj):
        if self.bin:
            if obj >= 0:
                if obj <= 0xff:
                    self.write(BININT1 + struct.pack("<B", obj))
                    return
                if obj <= 0xffff:
                    self.write(BININT2 + struct.pack("<H", obj))
                    return
            if -0x80000000 <= obj <= 0x7fffffff:
                self.write(BININT + struct.pack("<i", obj))
                return
        if self.proto >= 2:
            encoded = _long_bytes(obj)
            n = len(encoded)
            if n < 256:
                self.write(LONG1 + struct.pack("<B", n) + encoded)
            else:
                self.write(LONG4 + struct.pack("<i", n) + encoded)
            return
        if -0x80000000 <= obj <= 0x7fffffff:
            self.write(INT + repr(obj).encode("ascii") + b'\n')
        else:
            self.write(LONG + repr(obj).encode("ascii") + b'L\n')
    dispatch[int] = save_long

    def save_float(self, obj):
        if self.bin:
            self.write(BINFLOAT + struct.pack('>d', obj))
        else:
            self.write(FLOAT + repr(obj).encode("ascii") + b'\n')
    dispatch[float] = save_float

    def _save_bytes_no_memo(self, obj):
        n = len(obj)
        if n <= 0xff:
            self.write(SHORT_BINBYTES + struct.pack("<B", n) + obj)
        elif n > 0xffffffff and self.proto >= 4:
            self.write(BINBYTES8 + struct.pack("<Q", n) + obj)
        else:
            self.write(BINBYTES + struct.pack("<I", n) + obj)

    def save_bytes(self, obj):
        if self.proto < 3:
            if not obj:
                self.save_reduce(bytes, (), obj=obj)
            else:
                import _codecs
                self.save_reduce(_codecs.encode, (obj.decode('latin-1'), 'latin1'), obj=obj)
            return
        self._save_bytes_no_memo(obj)
        self.memoize(obj)
    dispatch[bytes] = save_bytes

    def save_bytearray(self, obj):
        if self.proto < 5:
            if not obj:
                self.save_reduce(bytearray, (), obj=obj)
            else:
                self.save_reduce(bytearray, (bytes(obj),), obj=obj)
            return
        n = len(obj)
        self.write(BYTEARRAY8 + struct.pack("<Q", n) + bytes(obj))
        self.memoize(obj)
    dispatch[bytearray] = save_bytearray

    def save_str(self, obj):
        if self.bin:
            encoded = obj.encode('utf-8', 'surrogatepass')
            n = len(encoded)
            if n <= 0xff and self.proto >= 4:
                self.write(SHORT_BINUNICODE + struct.pack("<B", n) + encoded)
            elif n > 0xffffffff and self.proto >= 4:
                self.write(BINUNICODE8 + struct.pack("<Q", n) + encoded)
            else:
                self.write(BINUNICODE + struct.pack("<I", n) + encoded)
        else:
            self.write(UNICODE + _raw_unicode_escape(obj) + b'\n')
        self.memoize(obj)
    dispatch[str] = save_str

    def save_tuple(self, obj):
        if not obj:
            if self.bin:
                self.write(EMPTY_TUPLE)
            else:
                self.write(MARK + TUPLE)
            return
        n = len(obj)
        save = self.save
        memo = self.memo
        if n <= 3 and self.proto >= 2:
            for element in obj:
                save(element)
            if id(obj) in memo:
                get = self.get(memo[id(obj)][0])
                self.write(POP * n + get)
            else:
                self.write((TUPLE1, TUPLE2, TUPLE3)[n - 1])
                self.memoize(obj)
            return
        write = self.write
        write(MARK)
        for element in obj:
            save(element)
        if id(obj) in memo:
            get = self.get(memo[id(obj)][0])
            if self.bin:
                write(POP_MARK + get)
            else:
                write(POP * (n + 1) + get)
            return
        write(TUPLE)
        self.memoize(obj)
    dispatch[tuple] = save_tuple

    def save_list(self, obj):
        if self.bin:
            self.write(EMPTY_LIST)
        else:
            self.write(MARK + LIST)
        self.memoize(obj)
        self._batch_appends(obj, len(obj))
    dispatch[list] = save_list

    # A list or dict pickled as itself (exact=its length) uses APPEND/SETITEM only when it holds one
    # item and MARK ... APPENDS/SETITEMS for every batch, as _pickle's batch_list_exact and
    # batch_dict_exact (which, like save_set, also writes an empty batch after a full last one);
    # items from __reduce__ use the one-item form for any batch of one.
    def _batch_appends(self, items, exact=None):
        save = self.save
        write = self.write
        if not self.bin:
            for x in items:
                save(x)
                write(APPEND)
            return
        for tmp in _batches(items):
            if len(tmp) > 1 or exact not in (None, 1):
                write(MARK)
                for x in tmp:
                    save(x)
                write(APPENDS)
            else:
                save(tmp[0])
                write(APPEND)

    def save_dict(self, obj):
        if self.bin:
            self.write(EMPTY_DICT)
        else:
            self.write(MARK + DICT)
        self.memoize(obj)
        self._batch_setitems(obj.items(), len(obj))
    dispatch[dict] = save_dict

    def _batch_setitems(self, items, exact=None):
        save = self.save
        write = self.write
        if not self.bin:
            for k, v in items:
                save(k)
                save(v)
                write(SETITEM)
            return
        for tmp in _batches(items):
            if len(tmp) > 1 or exact not in (None, 1):
                write(MARK)
                for k, v in tmp:
                    save(k)
                    save(v)
                write(SETITEMS)
            else:
                k, v = tmp[0]
                save(k)
                save(v)
                write(SETITEM)
        if exact and exact % _BATCHSIZE == 0:
            write(MARK + SETITEMS)   # _pickle writes one empty batch after a full last one

    def save_set(self, obj):
        save = self.save
        write = self.write
        if self.proto < 4:
            self.save_reduce(set, (list(obj),), obj=obj)
            return
        write(EMPTY_SET)
        self.memoize(obj)
        for batch in _batches(obj):
            write(MARK)
            for item in batch:
                save(item)
            write(ADDITEMS)
        if obj and len(obj) % _BATCHSIZE == 0:
            write(MARK + ADDITEMS)   # as for dicts: an empty batch after a full last one
    dispatch[set] = save_set

    def save_frozenset(self, obj):
        save = self.save
        write = self.write
        if self.proto < 4:
            self.save_reduce(frozenset, (list(obj),), obj=obj)
            return
        write(MARK)
        for item in obj:
            save(item)
        if id(obj) in self.memo:
            write(POP_MARK + self.get(self.memo[id(obj)][0]))
            return
        write(FROZENSET)
        self.memoize(obj)
    dispatch[frozenset] = save_frozenset

    def save_global(self, obj, name=None):
        """Write obj as a reference module.qualname, checking it resolves to obj."""
        write = self.write
        if name is None:
            name = getattr(obj, '__qualname__', None)
        if name is None:
            name = obj.__name__
        module_name = _whichmodule(obj, name)
        if '<locals>' in name.split('.'):
            raise AttributeError(f"Can't get local object {name!r}")
        try:
            __import__(module_name, level=0)
            module = sys.modules[module_name]
        except (ImportError, KeyError):
            raise PicklingError("Can't pickle %r: import of module %r failed"
                                % (obj, module_name)) from None
        try:
            obj2 = _getattribute(module, name)
        except AttributeError:
            raise PicklingError("Can't pickle %r: attribute lookup %s on %s failed"
                                % (obj, name, module_name)) from None
        else:
            if obj2 is not obj:
                raise PicklingError(
                    "Can't pickle %r: it's not the same object as %s.%s" % (obj, module_name, name))
        if self.proto >= 2:
            code = _extension_registry.get((module_name, name))
            if code:
                if code <= 0xff:
                    write(EXT1 + struct.pack("<B", code))
                elif code <= 0xffff:
                    write(EXT2 + struct.pack("<H", code))
                else:
                    write(EXT4 + struct.pack("<i", code))
                return
        if self.proto >= 4:
            self.save(module_name)
            self.save(name)
            write(STACK_GLOBAL)
        elif self.proto >= 3 or not self.fix_imports:
            write(GLOBAL + bytes(module_name, "utf-8") + b'\n' + bytes(name, "utf-8") + b'\n')
        else:
            r_module, r_name = module_name, name
            if (module_name, name) in _NAME_TO_PY2:
                r_module, r_name = _NAME_TO_PY2[(module_name, name)]
            elif module_name in _MODULE_TO_PY2:
                r_module = _MODULE_TO_PY2[module_name]
            try:
                write(GLOBAL + bytes(r_module, "ascii") + b'\n' + bytes(r_name, "ascii") + b'\n')
            except UnicodeEncodeError:
                raise PicklingError(
                    "can't pickle global identifier '%s.%s' using pickle protocol %i"
                    % (module_name, name, self.proto)) from None
        self.memoize(obj)

    def save_type(self, obj):
        if obj is type(None):
            return self.save_reduce(type, (None,), obj=obj)
        elif obj is type(NotImplemented):
            return self.save_reduce(type, (NotImplemented,), obj=obj)
        elif obj is type(...):
            return self.save_reduce(type, (...,), obj=obj)
        return self.save_global(obj)
    dispatch[type] = save_type


def _save_function(self, obj):
    self.save_global(obj)


Pickler.dispatch[type(_whichmodule)] = _save_function
Pickler.dispatch[type(len)] = _save_function


class Unpickler:
    """Reads one pickle per load() from a binary file (any protocol 0-5)."""

    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict",
                 buffers=()):
        self._buffers = iter(buffers) if buffers is not None else None
        self._file_readline = file.readline
        self._file_read = file.read
        self.memo = {}
        self.encoding = encoding
        self.errors = errors
        self.proto = 0
        self.fix_imports = fix_imports

    def read(self, n):
        data = self._file_read(n)
        if len(data) < n:
            raise UnpicklingError("pickle data was truncated")
        return data

    def readline(self):
        line = self._file_readline()
        if not line.endswith(b'\n'):
            raise UnpicklingError("pickle data was truncated")
        return line

    def load(self):
        if not hasattr(self, "_file_read"):
            raise UnpicklingError("Unpickler.__init__() was not called by "
                                  "%s.__init__()" % (self.__class__.__name__,))
        self.metastack = []
        self.stack = []
        self.append = self.stack.append
        self.proto = 0
        read = self._file_read
        dispatch = self.dispatch
        try:
            while True:
                key = read(1)
                if not key:
                    raise EOFError("Ran out of input")
                f = dispatch.get(key[0])
                if f is None:
                    raise UnpicklingError("invalid load key, '%s'." % chr(key[0]) if key[0] < 128
                                          else "invalid load key, '\\x%02x'." % key[0])
                f(self)
        except _Stop as stopinst:
            return stopinst.value

    def pop_mark(self):
        items = self.stack
        self.stack = self.metastack.pop()
        self.append = self.stack.append
        return items

    def persistent_load(self, pid):
        raise UnpicklingError("A load persistent id instruction was encountered, "
                              "but no persistent_load function was specified.")

    def find_class(self, module, name):
        sys.audit('pickle.find_class', module, name) if hasattr(sys, 'audit') else None
        if self.proto < 3 and self.fix_imports:
            if (module, name) in _PY2_TO_NAME:
                module, name = _PY2_TO_NAME[(module, name)]
            elif module in _PY2_TO_MODULE:
                module = _PY2_TO_MODULE[module]
        __import__(module, level=0)
        mod = sys.modules[module]
        try:
            if self.proto >= 4:
                return _getattribute(mod, name)
            return getattr(mod, name)
        except AttributeError:
            raise AttributeError(f"Can't get attribute {name!r} on {mod!r}") from None

    dispatch = {}

    def load_proto(self):
        proto = self.read(1)[0]
        if not 0 <= proto <= HIGHEST_PROTOCOL:
            raise ValueError("unsupported pickle protocol: %d" % proto)
        self.proto = proto
    dispatch[PROTO[0]] = load_proto

    def load_frame(self):
        self.read(8)
    dispatch[FRAME[0]] = load_frame

    def load_persid(self):
        try:
            pid = self.readline()[:-1].decode("ascii")
        except UnicodeDecodeError:
            raise UnpicklingError("persistent IDs in protocol 0 must be ASCII strings")
        self.append(self.persistent_load(pid))
    dispatch[PERSID[0]] = load_persid

    def load_binpersid(self):
        pid = self.stack.pop()
        self.append(self.persistent_load(pid))
    dispatch[BINPERSID[0]] = load_binpersid

    def load_none(self):
        self.append(None)
    dispatch[NONE[0]] = load_none

    def load_false(self):
        self.append(False)
    dispatch[NEWFALSE[0]] = load_false

    def load_true(self):
        self.append(True)
    dispatch[NEWTRUE[0]] = load_true

    def load_int(self):
        data = self.readline()
        if data == b'I00\n'[1:]:
            val = False
        elif data == b'I01\n'[1:]:
            val = True
        else:
            val = int(data, 0)
        self.append(val)
    dispatch[INT[0]] = load_int

    def load_binint(self):
        self.append(struct.unpack('<i', self.read(4))[0])
    dispatch[BININT[0]] = load_binint

    def load_binint1(self):
        self.append(self.read(1)[0])
    dispatch[BININT1[0]] = load_binint1

    def load_binint2(self):
        self.append(struct.unpack('<H', self.read(2))[0])
    dispatch[BININT2[0]] = load_binint2

    def load_long(self):
        val = self.readline()[:-1]
        if val and val[-1] == b'L'[0]:
            val = val[:-1]
        self.append(int(val, 0))
    dispatch[LONG[0]] = load_long

    def load_long1(self):
        n = self.read(1)[0]
        data = self.read(n)
        self.append(int.from_bytes(data, byteorder='little', signed=True))
    dispatch[LONG1[0]] = load_long1

    def load_long4(self):
        n, = struct.unpack('<i', self.read(4))
        if n < 0:
            raise UnpicklingError("LONG pickle has negative byte count")
        data = self.read(n)
        self.append(int.from_bytes(data, byteorder='little', signed=True))
    dispatch[LONG4[0]] = load_long4

    def load_float(self):
        self.append(float(self.readline()[:-1]))
    dispatch[FLOAT[0]] = load_float

    def load_binfloat(self):
        self.append(struct.unpack('>d', self.read(8))[0])
    dispatch[BINFLOAT[0]] = load_binfloat

    def _decode_string(self, value):
        if self.encoding == "bytes":
            return value
        else:
            return value.decode(self.encoding, self.errors)

    def load_string(self):
        data = self.readline()[:-1]
        if len(data) >= 2 and data[0] == data[-1] and data[0] in b'"\'':
            data = data[1:-1]
        else:
            raise UnpicklingError("the STRING opcode argument must be quoted")
        import codecs
        self.append(self._decode_string(codecs.escape_decode(data)[0]))
    dispatch[STRING[0]] = load_string

    def load_binstring(self):
        length, = struct.unpack('<i', self.read(4))
        if length < 0:
            raise UnpicklingError("BINSTRING pickle has negative byte count")
        self.append(self._decode_string(self.read(length)))
    dispatch[BINSTRING[0]] = load_binstring

    def load_binbytes(self):
        length, = struct.unpack('<I', self.read(4))
        self.append(self.read(length))
    dispatch[BINBYTES[0]] = load_binbytes

    def load_unicode(self):
        import codecs
        self.append(codecs.decode(self.readline()[:-1], 'raw-unicode-escape'))
    dispatch[UNICODE[0]] = load_unicode

    def load_binunicode(self):
        length, = struct.unpack('<I', self.read(4))
        self.append(str(self.read(length), 'utf-8', 'surrogatepass'))
    dispatch[BINUNICODE[0]] = load_binunicode

    def load_binunicode8(self):
        length, = struct.unpack('<Q', self.read(8))
        self.append(str(self.read(length), 'utf-8', 'surrogatepass'))
    dispatch[BINUNICODE8[0]] = load_binunicode8

    def load_binbytes8(self):
        length, = struct.unpack('<Q', self.read(8))
        self.append(self.read(length))
    dispatch[BINBYTES8[0]] = load_binbytes8

    def load_bytearray8(self):
        length, = struct.unpack('<Q', self.read(8))
        self.append(bytearray(self.read(length)))
    dispatch[BYTEARRAY8[0]] = load_bytearray8

    def load_next_buffer(self):
        if self._buffers is None:
            raise UnpicklingError("pickle stream refers to out-of-band data "
                                  "but no *buffers* argument was given")
        try:
            buf = next(self._buffers)
        except StopIteration:
            raise UnpicklingError("not enough out-of-band buffers")
        self.append(buf)
    dispatch[NEXT_BUFFER[0]] = load_next_buffer

    def load_readonly_buffer(self):
        pass
    dispatch[READONLY_BUFFER[0]] = load_readonly_buffer

    def load_short_binstring(self):
        length = self.read(1)[0]
        self.append(self._decode_string(self.read(length)))
    dispatch[SHORT_BINSTRING[0]] = load_short_binstring

    def load_short_binbytes(self):
        length = self.read(1)[0]
        self.append(self.read(length))
    dispatch[SHORT_BINBYTES[0]] = load_short_binbytes

    def load_short_binunicode(self):
        length = self.read(1)[0]
        self.append(str(self.read(length), 'utf-8', 'surrogatepass'))
    dispatch[SHORT_BINUNICODE[0]] = load_short_binunicode

    def load_tuple(self):
        items = self.pop_mark()
        self.append(tuple(items))
    dispatch[TUPLE[0]] = load_tuple

    def load_empty_tuple(self):
        self.append(())
    dispatch[EMPTY_TUPLE[0]] = load_empty_tuple

    def load_tuple1(self):
        self.stack[-1] = (self.stack[-1],)
    dispatch[TUPLE1[0]] = load_tuple1

    def load_tuple2(self):
        self.stack[-2:] = [(self.stack[-2], self.stack[-1])]
    dispatch[TUPLE2[0]] = load_tuple2

    def load_tuple3(self):
        self.stack[-3:] = [(self.stack[-3], self.stack[-2], self.stack[-1])]
    dispatch[TUPLE3[0]] = load_tuple3

    def load_empty_list(self):
        self.append([])
    dispatch[EMPTY_LIST[0]] = load_empty_list

    def load_empty_dictionary(self):
        self.append({})
    dispatch[EMPTY_DICT[0]] = load_empty_dictionary

    def load_empty_set(self):
        self.append(set())
    dispatch[EMPTY_SET[0]] = load_empty_set

    def load_frozenset(self):
        items = self.pop_mark()
        self.append(frozenset(items))
    dispatch[FROZENSET[0]] = load_frozenset

    def load_list(self):
        items = self.pop_mark()
        self.append(items)
    dispatch[LIST[0]] = load_list

    def load_dict(self):
        items = self.pop_mark()
        d = {items[i]: items[i + 1] for i in range(0, len(items), 2)}
        self.append(d)
    dispatch[DICT[0]] = load_dict

    def _instantiate(self, klass, args):
        if (args or not isinstance(klass, type) or hasattr(klass, "__getinitargs__")):
            try:
                value = klass(*args)
            except TypeError as err:
                raise TypeError("in constructor for %s: %s" % (klass.__name__, str(err)),
                                err.__traceback__)
        else:
            value = klass.__new__(klass)
        self.append(value)

    def load_inst(self):
        module = self.readline()[:-1].decode("ascii")
        name = self.readline()[:-1].decode("ascii")
        klass = self.find_class(module, name)
        self._instantiate(klass, self.pop_mark())
    dispatch[INST[0]] = load_inst

    def load_obj(self):
        args = self.pop_mark()
        cls = args.pop(0)
        self._instantiate(cls, args)
    dispatch[OBJ[0]] = load_obj

    def load_newobj(self):
        args = self.stack.pop()
        cls = self.stack.pop()
        obj = cls.__new__(cls, *args)
        self.append(obj)
    dispatch[NEWOBJ[0]] = load_newobj

    def load_newobj_ex(self):
        kwargs = self.stack.pop()
        args = self.stack.pop()
        cls = self.stack.pop()
        obj = cls.__new__(cls, *args, **kwargs)
        self.append(obj)
    dispatch[NEWOBJ_EX[0]] = load_newobj_ex

    def load_global(self):
        module = self.readline()[:-1].decode("utf-8")
        name = self.readline()[:-1].decode("utf-8")
        klass = self.find_class(module, name)
        self.append(klass)
    dispatch[GLOBAL[0]] = load_global

    def load_stack_global(self):
        name = self.stack.pop()
        module = self.stack.pop()
        if type(name) is not str or type(module) is not str:
            raise UnpicklingError("STACK_GLOBAL requires str")
        self.append(self.find_class(module, name))
    dispatch[STACK_GLOBAL[0]] = load_stack_global

    def load_ext1(self):
        self.get_extension(self.read(1)[0])
    dispatch[EXT1[0]] = load_ext1

    def load_ext2(self):
        self.get_extension(struct.unpack('<H', self.read(2))[0])
    dispatch[EXT2[0]] = load_ext2

    def load_ext4(self):
        self.get_extension(struct.unpack('<i', self.read(4))[0])
    dispatch[EXT4[0]] = load_ext4

    def get_extension(self, code):
        obj = _extension_cache.get(code, _extension_cache)
        if obj is not _extension_cache:
            self.append(obj)
            return
        key = _inverted_registry.get(code)
        if not key:
            if code <= 0:
                raise UnpicklingError("EXT specifies code <= 0")
            raise ValueError("unregistered extension code %d" % code)
        obj = self.find_class(*key)
        _extension_cache[code] = obj
        self.append(obj)

    def load_reduce(self):
        stack = self.stack
        args = stack.pop()
        func = stack[-1]
        stack[-1] = func(*args)
    dispatch[REDUCE[0]] = load_reduce

    def load_pop(self):
        if self.stack:
            del self.stack[-1]
        else:
            self.pop_mark()
    dispatch[POP[0]] = load_pop

    def load_pop_mark(self):
        self.pop_mark()
    dispatch[POP_MARK[0]] = load_pop_mark

    def load_dup(self):
        self.append(self.stack[-1])
    dispatch[DUP[0]] = load_dup

    def _memo_get(self, i):
        try:
            self.append(self.memo[i])
        except KeyError:
            raise UnpicklingError("Memo value not found at index %d" % i) from None

    def load_get(self):
        self._memo_get(int(self.readline()[:-1]))
    dispatch[GET[0]] = load_get

    def load_binget(self):
        self._memo_get(self.read(1)[0])
    dispatch[BINGET[0]] = load_binget

    def load_long_binget(self):
        self._memo_get(struct.unpack('<I', self.read(4))[0])
    dispatch[LONG_BINGET[0]] = load_long_binget

    def load_put(self):
        i = int(self.readline()[:-1])
        if i < 0:
            raise ValueError("negative PUT argument")
        self.memo[i] = self.stack[-1]
    dispatch[PUT[0]] = load_put

    def load_binput(self):
        self.memo[self.read(1)[0]] = self.stack[-1]
    dispatch[BINPUT[0]] = load_binput

    def load_long_binput(self):
        i, = struct.unpack('<I', self.read(4))
        self.memo[i] = self.stack[-1]
    dispatch[LONG_BINPUT[0]] = load_long_binput

    def load_memoize(self):
        self.memo[len(self.memo)] = self.stack[-1]
    dispatch[MEMOIZE[0]] = load_memoize

    def load_append(self):
        stack = self.stack
        value = stack.pop()
        stack[-1].append(value)
    dispatch[APPEND[0]] = load_append

    def load_appends(self):
        items = self.pop_mark()
        list_obj = self.stack[-1]
        try:
            extend = list_obj.extend
        except AttributeError:
            pass
        else:
            extend(items)
            return
        append = list_obj.append
        for item in items:
            append(item)
    dispatch[APPENDS[0]] = load_appends

    def load_setitem(self):
        stack = self.stack
        value = stack.pop()
        key = stack.pop()
        stack[-1][key] = value
    dispatch[SETITEM[0]] = load_setitem

    def load_setitems(self):
        items = self.pop_mark()
        d = self.stack[-1]
        for i in range(0, len(items), 2):
            d[items[i]] = items[i + 1]
    dispatch[SETITEMS[0]] = load_setitems

    def load_additems(self):
        items = self.pop_mark()
        set_obj = self.stack[-1]
        if isinstance(set_obj, set):
            set_obj.update(items)
        else:
            add = set_obj.add
            for item in items:
                add(item)
    dispatch[ADDITEMS[0]] = load_additems

    def load_build(self):
        stack = self.stack
        state = stack.pop()
        inst = stack[-1]
        setstate = getattr(inst, "__setstate__", None)
        if setstate is not None and getattr(type(inst), '__setstate__', None) is not None and \
                getattr(type(inst), '__setstate__', None) is not getattr(object, '__setstate__', None):
            setstate(state)
            return
        slotstate = None
        if isinstance(state, tuple) and len(state) == 2:
            state, slotstate = state
        if state:
            inst_dict = inst.__dict__
            for k, v in state.items():
                if type(k) is str:
                    inst_dict[sys.intern(k) if hasattr(sys, 'intern') else k] = v
                else:
                    inst_dict[k] = v
        if slotstate:
            for k, v in slotstate.items():
                setattr(inst, k, v)
    dispatch[BUILD[0]] = load_build

    def load_mark(self):
        self.metastack.append(self.stack)
        self.stack = []
        self.append = self.stack.append
    dispatch[MARK[0]] = load_mark

    def load_stop(self):
        value = self.stack.pop()
        raise _Stop(value)
    dispatch[STOP[0]] = load_stop


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    Pickler(file, protocol, fix_imports=fix_imports,
            buffer_callback=buffer_callback).dump(obj)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    f = io.BytesIO()
    Pickler(f, protocol, fix_imports=fix_imports,
            buffer_callback=buffer_callback).dump(obj)
    return f.getvalue()


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    return Unpickler(file, fix_imports=fix_imports, buffers=buffers,
                     encoding=encoding, errors=errors).load()


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    file = io.BytesIO(data)
    return Unpickler(file, fix_imports=fix_imports, buffers=buffers,
                     encoding=encoding, errors=errors).load()


_Pickler = Pickler
_Unpickler = Unpickler
_dump = dump
_dumps = dumps
_load = load
_loads = loads
