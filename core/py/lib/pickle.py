"""pickle for nnscope: round trips of Python objects within one run, as torch.save does for tensors.

A pickled object is a snapshot (a deep copy taken at dump time) kept for the rest of the run; the bytes
written are a short token that names it, self-delimiting so that several dumps can follow each other in
one file. Loading copies the snapshot again, so every load returns new objects, shared and recursive
structure kept, as unpickling does. The bytes are not CPython's pickle format: their length and content
differ, and bytes pickled by CPython cannot be loaded. Objects CPython refuses to pickle are refused
with its exception: lambdas and local functions or classes, generators, modules, open files.
"""
import copy as _copy
import types as _types

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler", "dump", "dumps", "load",
           "loads", "HIGHEST_PROTOCOL", "DEFAULT_PROTOCOL", "PickleBuffer"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
_HEAD = b"\x80\x05nnscope-pickle:"
_store = []


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


for _c in (PickleError, PicklingError, UnpicklingError):
    _c.__module__ = "_pickle"


class PickleBuffer:
    def __init__(self, buffer):
        self._buffer = buffer

    def raw(self):
        return memoryview(bytes(self._buffer))

    def release(self):
        pass


def _check(obj, seen):
    # raise what CPython's pickler raises for the objects it cannot pickle
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, (_types.FunctionType, type)):
        qual = getattr(obj, "__qualname__", "")
        if "<locals>" in qual:
            raise AttributeError(f"Can't get local object '{qual}'")
        if qual == "<lambda>":
            raise PicklingError(f"Can't pickle {obj!r}: attribute lookup <lambda> on {obj.__module__} failed")
        return
    if isinstance(obj, _types.GeneratorType):
        raise TypeError("cannot pickle 'generator' object")
    if isinstance(obj, _types.ModuleType):
        raise TypeError("cannot pickle 'module' object")
    if hasattr(obj, "readable") and hasattr(obj, "fileno") and hasattr(obj, "closed"):
        raise TypeError(f"cannot pickle '{type(obj).__name__}' object")
    if isinstance(obj, (list, tuple, set, frozenset)):
        for x in obj:
            _check(x, seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _check(k, seen)
            _check(v, seen)
    else:
        d = getattr(obj, "__dict__", None)
        if isinstance(d, dict):
            for v in d.values():
                _check(v, seen)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    if protocol is not None and protocol > HIGHEST_PROTOCOL:
        raise ValueError("pickle protocol must be <= %d" % HIGHEST_PROTOCOL)
    _check(obj, set())
    _store.append(_copy.deepcopy(obj))
    return _HEAD + str(len(_store) - 1).encode() + b"."


def loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    data = bytes(data)
    if not data:
        raise EOFError("Ran out of input")
    if not data.startswith(_HEAD) or not data.endswith(b"."):
        raise UnpicklingError("nnscope: only data pickled in this run can be unpickled")
    return _copy.deepcopy(_store[int(data[len(_HEAD):-1])])


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    file.write(dumps(obj, protocol))


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    head = file.read(len(_HEAD))
    if not head:
        raise EOFError("Ran out of input")
    if head != _HEAD:
        raise UnpicklingError("nnscope: only data pickled in this run can be unpickled")
    digits = b""
    while True:
        c = file.read(1)
        if not c:
            raise UnpicklingError("pickle data was truncated")
        if c == b".":
            break
        digits += c
    return loads(head + digits + b".")


class Pickler:
    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        self._file = file
        self._protocol = protocol

    def dump(self, obj):
        dump(obj, self._file, self._protocol)


class Unpickler:
    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
        self._file = file

    def load(self):
        return load(self._file)
