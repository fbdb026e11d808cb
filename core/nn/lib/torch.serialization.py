"""torch.serialization: torch.save / torch.load over an in-memory store.

A saved object is a snapshot kept for the rest of the run under a short token
written into the file: a path names a file of the run's in-memory file system
(core/py/lib/_vfs.py, shared with open() and os; docs/decisions.md, "A file
system per run"), or the token goes into a file-like object such as io.BytesIO. Saving copies the object the way a pickle round trip
does (tensors become fresh leaves over fresh storages, storage sharing kept,
containers rebuilt, shared and self-referencing structures preserved); loading
copies the snapshot again, so every load returns new objects. weights_only
(True by default, as in PyTorch 2.6) refuses what PyTorch's weights-only
unpickler refuses, with its message.
"""
import torch
from collections import OrderedDict, Counter
from torch._serial_native import _copy_tensor

__all__ = ['save', 'load', 'add_safe_globals', 'get_safe_globals', 'clear_safe_globals', 'safe_globals']

_buffers = {}        # token number -> snapshot (file-like objects)
_safe = []           # user allow-list (add_safe_globals)
_MAGIC = b'PK\x03\x04nnscope-'


class UnpicklingError(Exception):
    pass


UnpicklingError.__module__ = '_pickle'

_ATOMS = (type(None), bool, int, float, complex, str, bytes)
_bytearray = bytearray
_ALLOWED = []


def _allowed():
    if not _ALLOWED:
        _ALLOWED.extend((dict, list, tuple, set, OrderedDict, Counter, _bytearray, torch.Size, torch.dtype,
                         torch.device, torch.Tensor, torch.nn.Parameter) + _ATOMS)
    return _ALLOWED


def _local_check(x, seen):
    """PicklingError-like refusal of classes pickle cannot name."""
    if id(x) in seen:
        return
    seen.add(id(x))
    cls = type(x)
    if isinstance(x, (list, tuple, set)):
        for v in x:
            _local_check(v, seen)
    elif isinstance(x, dict):
        for k, v in x.items():
            _local_check(k, seen)
            _local_check(v, seen)
    elif not isinstance(x, _ATOMS) and not isinstance(x, torch.Tensor):
        if '<locals>' in getattr(cls, '__qualname__', ''):
            raise AttributeError(f"Can't get local object {cls.__qualname__!r}")
        if cls.__module__ not in ('builtins',) and hasattr(x, '__dict__') and not isinstance(x, type):
            for v in vars(x).values():
                _local_check(v, seen)


class _Copier:
    """One pickle round trip: memo by identity, storages by address."""

    def __init__(self):
        self.memo = {}
        self.keep = []
        self.storages = {}

    def copy(self, x):
        cls = type(x)
        if cls in _ATOMS or cls is torch.Size or cls is torch.dtype or cls is torch.device:
            return x
        key = id(x)
        if key in self.memo:
            return self.memo[key]
        self.keep.append(x)
        if isinstance(x, torch.Tensor):
            out = _copy_tensor(x, self.storages)
            self.memo[key] = out
            return out
        if cls is list:
            out = []
            self.memo[key] = out
            out.extend(self.copy(v) for v in x)
            return out
        if cls is tuple:
            out = tuple(self.copy(v) for v in x)
            self.memo[key] = out
            return out
        if cls is dict or cls is OrderedDict or cls is Counter:
            out = cls()
            self.memo[key] = out
            for k, v in x.items():
                out[self.copy(k)] = self.copy(v)
            attrs = getattr(x, '__dict__', None)
            if attrs:
                for k, v in attrs.items():
                    setattr(out, k, self.copy(v))
            return out
        if cls is set:
            out = set(self.copy(v) for v in x)
            self.memo[key] = out
            return out
        if cls is _bytearray:
            out = _bytearray(x)
            self.memo[key] = out
            return out
        # any other object: copy.deepcopy, with the tensors it reaches copied
        # here first (keeps storage sharing, accepts non-leaf tensors)
        import copy
        dmemo = {}
        self._prefill(x, dmemo, set())
        out = copy.deepcopy(x, dmemo)
        self.memo[key] = out
        return out

    def _prefill(self, x, dmemo, seen):
        if id(x) in seen or type(x) in _ATOMS:
            return
        seen.add(id(x))
        if isinstance(x, torch.Tensor):
            dmemo[id(x)] = self.copy(x)
            dmemo.setdefault(id(dmemo), []).append(x)
            return
        if isinstance(x, (list, tuple, set)):
            for v in x:
                self._prefill(v, dmemo, seen)
        elif isinstance(x, dict):
            for v in x.values():
                self._prefill(v, dmemo, seen)
        elif not isinstance(x, type):
            attrs = getattr(x, '__dict__', None)
            if isinstance(attrs, dict):
                for v in attrs.values():
                    self._prefill(v, dmemo, seen)


def _snapshot(obj):
    return _Copier().copy(obj)


def _unsupported(cls):
    name = cls.__name__
    full = f"{cls.__module__}.{cls.__qualname__}"
    return UnpicklingError(
        "Weights only load failed. This file can still be loaded, to do so you have two options, "
        "\x1b[1mdo those steps only if you trust the source of the checkpoint\x1b[0m. \n"
        "\t(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from "
        "`False` to `True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it "
        "can result in arbitrary code execution. Do it only if you got the file from a trusted source.\n"
        "\t(2) Alternatively, to load with `weights_only=True` please check the recommended steps in the following "
        "error message.\n"
        f"\tWeightsUnpickler error: Unsupported global: GLOBAL {full} was not an allowed global by default. "
        f"Please use `torch.serialization.add_safe_globals([{name}])` or the "
        f"`torch.serialization.safe_globals([{name}])` context manager to allowlist this global if you trust this "
        "class/function.\n\n"
        "Check the documentation of torch.load to learn more about types accepted by default with weights_only "
        "https://pytorch.org/docs/stable/generated/torch.load.html.")


def _weights_check(x, seen):
    """Raise the weights-only error for the first class (in pickle order)
    that PyTorch's weights-only unpickler does not accept."""
    cls = type(x)
    if cls in _ATOMS:
        return
    if id(x) in seen:
        return
    seen.add(id(x))
    if isinstance(x, type) or (cls not in _allowed() and cls not in _safe):
        raise _unsupported(x if isinstance(x, type) else cls)
    if isinstance(x, torch.Tensor):
        return
    if isinstance(x, dict):
        for k, v in x.items():
            _weights_check(k, seen)
            _weights_check(v, seen)
    elif isinstance(x, (list, tuple, set)):
        for v in x:
            _weights_check(v, seen)
    elif cls in _safe:
        attrs = getattr(x, '__dict__', None)
        if isinstance(attrs, dict):
            for v in attrs.values():
                _weights_check(v, seen)


def _has_tensor(x, seen):
    if type(x) in _ATOMS or id(x) in seen:
        return False
    seen.add(id(x))
    if isinstance(x, torch.Tensor):
        return True
    if isinstance(x, dict):
        return any(_has_tensor(v, seen) for v in x.values())
    if isinstance(x, (list, tuple, set)):
        return any(_has_tensor(v, seen) for v in x)
    attrs = getattr(x, '__dict__', None)
    if isinstance(attrs, dict) and not isinstance(x, type):
        return any(_has_tensor(v, seen) for v in attrs.values())
    return False


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    if isinstance(f, str) or hasattr(f, '__fspath__'):
        import _vfs
        f = _vfs.fspath(f)
        base = f.rsplit('/', 1)[-1]
        if base in ('', '.', '..'):
            raise RuntimeError('[enforce fail at inline_container.cc:669] . invalid file name: ' + f)
        parent = f.rsplit('/', 1)[0] if '/' in f else ''
        if parent and not _vfs.is_dir(_vfs.abspath(parent)):
            raise RuntimeError(f'Parent directory {parent} does not exist.')
        _local_check(obj, set())
        snap = _snapshot(obj)
        with open(f, 'wb') as fh:
            _save_token(fh, snap)
        return
    if not hasattr(f, 'write'):
        raise AttributeError("expected 'f' to be string, path, or a file-like object with a 'write' attribute")
    _local_check(obj, set())
    _save_token(f, _snapshot(obj))


def _save_token(f, snap):
    token = len(_buffers) + 1
    f.write(_MAGIC + str(token).encode() + b'\n')
    _buffers[token] = snap


def _read_token(f):
    """The snapshot whose token f holds at its position."""
    data = f.read()
    if not data:
        raise EOFError()
    if not data.startswith(_MAGIC):
        raise UnpicklingError(f"invalid load key, {chr(data[0])!r}.")
    end = len(_MAGIC)
    while end < len(data) and data[end] != 10:
        end += 1
    return _buffers[int(data[len(_MAGIC):end].decode())]


def _resolve_map_location(map_location):
    """None when tensors stay on the CPU, else the device text that fails."""
    if map_location is None or callable(map_location):
        return None
    if isinstance(map_location, dict):
        return None
    text = str(map_location)
    if text.startswith('cuda'):
        return text
    return None


def _env_weights_only(weights_only):
    """PyTorch 2.6's TORCH_FORCE_WEIGHTS_ONLY_LOAD / TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD overrides of the default."""
    import os
    import warnings
    yes = ("1", "y", "yes", "true")
    force = os.getenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "0") in yes
    force_no = os.getenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "0") in yes
    if force and force_no:
        raise RuntimeError("Only one of `TORCH_FORCE_WEIGHTS_ONLY_LOAD` or `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD` "
                           "should be set, but both were set.")
    if force:
        return True
    if force_no and weights_only is None:
        warnings.warn("Environment variable TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD detected, since the`weights_only` "
                      "argument was not explicitly passed to `torch.load`, forcing weights_only=False.",
                      UserWarning, stacklevel=3)
        return False
    return weights_only


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    if isinstance(f, str) or hasattr(f, '__fspath__'):
        with open(f, 'rb') as fh:
            snap = _read_token(fh)
    else:
        if not hasattr(f, 'seek'):
            raise AttributeError(
                f"'{type(f).__name__}' object has no attribute 'seek'. You can only torch.load from a file that is "
                "seekable. Please pre-load the data into a buffer like io.BytesIO and try to load from it instead.")
        snap = _read_token(f)
    weights_only = _env_weights_only(weights_only)
    if weights_only is None or weights_only:
        _weights_check(snap, set())
    bad = _resolve_map_location(map_location)
    if bad is not None and _has_tensor(snap, set()):
        raise RuntimeError(
            "Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. If you are "
            "running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu') to map your "
            "storages to the CPU.")
    return _snapshot(snap)


def add_safe_globals(safe_globals):
    for g in safe_globals:
        if g not in _safe:
            _safe.append(g)


def get_safe_globals():
    return list(_safe)


def clear_safe_globals():
    _safe.clear()


class safe_globals:
    def __init__(self, safe_globals):
        self.safe_globals = safe_globals

    def __enter__(self):
        self._saved = list(_safe)
        add_safe_globals(self.safe_globals)

    def __exit__(self, *exc):
        _safe[:] = self._saved
