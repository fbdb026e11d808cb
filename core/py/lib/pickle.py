"""pickle: dump / load / dumps / loads over an in-memory store (session 11, for RL replay buffers and
data caches that real code saves and reloads).

The bytes are not CPython's pickle stream: dumps returns a short token (protocol header, a tag, a
number) and keeps a deep copy of the object for the rest of the run; loads returns a fresh deep copy,
so a round trip behaves as pickle's does (new objects, shared and self-referencing structure kept).
Objects pickle cannot name (lambdas, local classes) are refused with pickle's message.
"""
import copy as _copy

__all__ = ['PickleError', 'PicklingError', 'UnpicklingError', 'Pickler', 'Unpickler', 'dump', 'dumps',
           'load', 'loads', 'HIGHEST_PROTOCOL', 'DEFAULT_PROTOCOL']

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
_MAGIC = b"\x80\x04nnscope-pickle:"
_store = {}


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


for _c in (PickleError, PicklingError, UnpicklingError):
    _c.__module__ = '_pickle'


def _check(obj, seen):
    """Refuse what pickle cannot name: local functions and classes, lambdas."""
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            _check(v, seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _check(k, seen)
            _check(v, seen)
    elif callable(obj) and hasattr(obj, '__qualname__') and not isinstance(obj, type):
        q = obj.__qualname__
        if '<locals>' in q:
            raise AttributeError(f"Can't get local object {q!r}")
        if '<lambda>' in q:
            raise PicklingError(f"Can't pickle {obj!r}: attribute lookup {q} on {obj.__module__} failed")
    else:
        q = getattr(type(obj), '__qualname__', '')
        if '<locals>' in q:
            raise AttributeError(f"Can't get local object {q!r}")
        d = getattr(obj, '__dict__', None)
        if isinstance(d, dict) and not isinstance(obj, type):
            for v in d.values():
                _check(v, seen)


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    _check(obj, set())
    token = len(_store) + 1
    _store[token] = _copy.deepcopy(obj)
    return _MAGIC + str(token).encode() + b'.'


def loads(data, /, *, fix_imports=True, encoding='ASCII', errors='strict', buffers=()):
    data = bytes(data)
    if not data:
        raise EOFError('Ran out of input')
    if not data.startswith(_MAGIC) or not data.endswith(b'.'):
        raise UnpicklingError(f"invalid load key, {chr(data[0])!r}.")
    return _copy.deepcopy(_store[int(data[len(_MAGIC):-1].decode())])


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    file.write(dumps(obj, protocol))


def load(file, *, fix_imports=True, encoding='ASCII', errors='strict', buffers=()):
    head = file.read(len(_MAGIC))
    if not head:
        raise EOFError('Ran out of input')
    rest = b''
    while not rest.endswith(b'.'):
        ch = file.read(1)
        if not ch:
            break
        rest += ch
    return loads(head + rest)


class Pickler:
    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        self._file = file

    def dump(self, obj):
        dump(obj, self._file)


class Unpickler:
    def __init__(self, file, *, fix_imports=True, encoding='ASCII', errors='strict', buffers=()):
        self._file = file
        self.encoding = encoding

    def load(self):
        return load(self._file)


_Pickler, _Unpickler = Pickler, Unpickler
