"""The torch.nn container modules for nnscope: Sequential, ModuleList,
ModuleDict, ParameterList and ParameterDict.

They are thin Python layers over the native nn.Module registry
(core/nn/nn_module*.c). Children live in ``self._modules`` under the keys
"0", "1", ... (Sequential, ModuleList) or under user keys (ModuleDict);
parameters of the two parameter containers are ordinary attributes, so
they show up in named_parameters() and state_dict() like any other.
Messages, return values and the order in which work is done follow
PyTorch 2.6, since all of them can be seen from user code.
"""
import operator
from collections import OrderedDict
from collections.abc import Iterable as _IterableABC, Mapping as _MappingABC

import torch
from torch.nn.modules.module import Module
from torch.nn import Parameter


def _addindent(s_, numSpaces):
    """Indent every line of s_ except the first by numSpaces blanks."""
    head, sep, rest = s_.partition("\n")
    if not sep:
        return s_
    pad = " " * numSpaces
    return head + "\n" + "\n".join(pad + ln for ln in rest.split("\n"))


def _checked_position(count, idx):
    """idx as a position in 0..count-1 (negative values count from the
    end); IndexError when it falls outside."""
    pos = operator.index(idx)
    if pos < -count or pos >= count:
        raise IndexError(f"index {pos} is out of range")
    return pos + count if pos < 0 else pos


def _renumber(container):
    """Give the children of a list-like container the keys "0".."n-1"
    again, keeping their order (done after a deletion)."""
    children = list(container._modules.values())
    container._modules = OrderedDict((str(n), child) for n, child in enumerate(children))


def _shift_up(registry, index):
    """Move the entries at keys index.. of registry one key further, leaving
    the key str(index) free for a new entry."""
    for pos in reversed(range(index + 1, len(registry) + 1)):
        registry[str(pos)] = registry[str(pos - 1)]


def _visible_names(names):
    """dir() of a list-like container: attribute names minus the numeric keys."""
    return [name for name in names if not name.isdigit()]


def _pairs_of(owner, items):
    """Check an iterable of (key, value) pairs given to owner.update() and
    yield them one by one."""
    for number, entry in enumerate(items):
        if not isinstance(entry, _IterableABC):
            raise TypeError(f"{owner} update sequence element #{number} should be Iterable; is"
                            + type(entry).__name__)
        if len(entry) != 2:
            raise ValueError(f"{owner} update sequence element #{number} has length {len(entry)}; 2 is required")
        yield entry[0], entry[1]


def _tensor_line(key, value, type_text):
    """One line of a parameter container's extra_repr."""
    if not isinstance(value, torch.Tensor):
        return f"  ({key}): Object of type: {type(value).__name__}"
    kind = "Parameter" if isinstance(value, Parameter) else "Tensor"
    dims = "x".join(str(d) for d in value.size())
    return f"  ({key}): {kind} containing: [{type_text(value)} of size {dims}]"


def _not_sequential(other):
    return ValueError(f"add operator supports only objects of Sequential class, but {type(other)} is given.")


def _check_factor(owner, factor):
    if not isinstance(factor, int):
        raise TypeError(f"unsupported operand type(s) for *: {type(owner)} and {type(factor)}")
    if factor <= 0:
        raise ValueError(f"Non-positive multiplication factor {factor} for {type(owner)}")


class Sequential(Module):
    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            named = args[0].items()
        else:
            named = ((str(n), child) for n, child in enumerate(args))
        for name, child in named:
            self.add_module(name, child)

    def _get_item_by_idx(self, iterator, idx):
        """The entry of iterator (keys or values of _modules) at index idx."""
        pos = _checked_position(len(self), idx)
        return list(iterator)[pos]

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            chosen = list(self._modules.items())[idx]
            return self.__class__(OrderedDict(chosen))
        return self._get_item_by_idx(self._modules.values(), idx)

    def __setitem__(self, idx, module):
        name = self._get_item_by_idx(self._modules.keys(), idx)
        return setattr(self, name, module)

    def __delitem__(self, idx):
        if isinstance(idx, slice):
            doomed = list(self._modules.keys())[idx]
        else:
            doomed = [self._get_item_by_idx(self._modules.keys(), idx)]
        for name in doomed:
            delattr(self, name)
        _renumber(self)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __dir__(self):
        return _visible_names(super().__dir__())

    def __add__(self, other):
        if not isinstance(other, Sequential):
            raise _not_sequential(other)
        joined = Sequential()
        for part in (self, other):
            for child in part:
                joined.append(child)
        return joined

    def __iadd__(self, other):
        if not isinstance(other, Sequential):
            raise _not_sequential(other)
        start = len(self)
        for n, child in enumerate(other):
            self.add_module(str(start + n), child)
        return self

    def __mul__(self, other):
        _check_factor(self, other)
        repeated = Sequential()
        children = list(self)
        for n, child in enumerate(children * other):
            repeated.add_module(str(n), child)
        return repeated

    def __rmul__(self, other):
        return self.__mul__(other)

    def __imul__(self, other):
        _check_factor(self, other)
        count = len(self)
        for copy_no in range(1, other):
            for n in range(count):
                self.add_module(str(copy_no * count + n), self._modules[str(n)])
        return self

    def pop(self, key):
        taken = self[key]
        del self[key]
        return taken

    def forward(self, input):
        for stage in self:
            input = stage(input)
        return input

    def append(self, module):
        self.add_module(str(len(self)), module)
        return self

    def insert(self, index, module):
        if not isinstance(module, Module):
            raise AssertionError(f"module should be of type: {Module}")
        count = len(self._modules)
        if not (-count <= index <= count):
            raise IndexError(f"Index out of range: {index}")
        if index < 0:
            index += count
        _shift_up(self._modules, index)
        self._modules[str(index)] = module
        return self

    def extend(self, sequential):
        for child in sequential:
            self.append(child)
        return self


class ModuleList(Module):
    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self += modules

    def _get_abs_string_index(self, idx):
        """The key ("0", "1", ...) of the entry at index idx."""
        return str(_checked_position(len(self), idx))

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return self.__class__(list(self._modules.values())[idx])
        return self._modules[self._get_abs_string_index(idx)]

    def __setitem__(self, idx, module):
        return setattr(self, self._get_abs_string_index(idx), module)

    def __delitem__(self, idx):
        if isinstance(idx, slice):
            doomed = [str(n) for n in range(len(self._modules))[idx]]
        else:
            doomed = [self._get_abs_string_index(idx)]
        for name in doomed:
            delattr(self, name)
        _renumber(self)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __iadd__(self, modules):
        return self.extend(modules)

    def __add__(self, other):
        joined = ModuleList()
        for part in (self, other):
            for child in part:
                joined.add_module(str(len(joined)), child)
        return joined

    def __repr__(self):
        # Runs of children with equal reprs are shown once, as "(i-j): n x ...".
        texts = [repr(child) for child in self]
        if not texts:
            return self._get_name() + "()"
        runs = []  # [first index, last index, text]
        for n, text in enumerate(texts):
            if runs and runs[-1][2] == text:
                runs[-1][1] = n
            else:
                runs.append([n, n, text])
        body = []
        for first, last, text in runs:
            if first == last:
                entry = f"({first}): {text}"
            else:
                entry = f"({first}-{last}): {last - first + 1} x {text}"
            body.append(_addindent(entry, 2))
        return self._get_name() + "(\n  " + "\n  ".join(body) + "\n)"

    def __dir__(self):
        return _visible_names(super().__dir__())

    def insert(self, index, module):
        _shift_up(self._modules, index)
        self._modules[str(index)] = module

    def append(self, module):
        self.add_module(str(len(self)), module)
        return self

    def pop(self, key):
        taken = self[key]
        del self[key]
        return taken

    def extend(self, modules):
        if not isinstance(modules, _IterableABC):
            raise TypeError("ModuleList.extend should be called with an iterable, but got "
                            + type(modules).__name__)
        start = len(self)
        for n, child in enumerate(modules):
            self.add_module(str(start + n), child)
        return self


class ModuleDict(Module):
    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, module):
        self.add_module(key, module)

    def __delitem__(self, key):
        del self._modules[key]

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key):
        return key in self._modules

    def clear(self):
        self._modules.clear()

    def pop(self, key):
        taken = self[key]
        del self[key]
        return taken

    def keys(self):
        return self._modules.keys()

    def items(self):
        return self._modules.items()

    def values(self):
        return self._modules.values()

    def update(self, modules):
        if not isinstance(modules, _IterableABC):
            raise TypeError("ModuleDict.update should be called with an iterable of key/value pairs, but got "
                            + type(modules).__name__)
        if isinstance(modules, (OrderedDict, ModuleDict, _MappingABC)):
            pairs = modules.items()
        else:
            pairs = _pairs_of("ModuleDict", modules)
        for key, child in pairs:
            self[key] = child


class ParameterList(Module):
    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self += values

    def _get_abs_string_index(self, idx):
        """The attribute name ("0", "1", ...) of the entry at index idx."""
        return str(_checked_position(len(self), idx))

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            picked = self.__class__()
            for n in range(*idx.indices(len(self))):
                picked.append(self[n])
            return picked
        return getattr(self, self._get_abs_string_index(idx))

    def __setitem__(self, idx, param):
        # Every way of putting an entry into the list ends here, so plain
        # tensors are wrapped as Parameters in this one place.
        name = self._get_abs_string_index(idx)
        if isinstance(param, torch.Tensor) and not isinstance(param, Parameter):
            param = Parameter(param)
        return setattr(self, name, param)

    def __len__(self):
        return self._size

    def __iter__(self):
        return iter(self[n] for n in range(len(self)))

    def __iadd__(self, parameters):
        return self.extend(parameters)

    def __dir__(self):
        return _visible_names(super().__dir__())

    def append(self, value):
        slot = len(self)
        self._size += 1
        self[slot] = value
        return self

    def extend(self, values):
        if isinstance(values, torch.Tensor) or not isinstance(values, _IterableABC):
            raise TypeError("ParameterList.extend should be called with an iterable, but got "
                            + type(values).__name__)
        for value in values:
            self.append(value)
        return self

    def extra_repr(self):
        return "\n".join(_tensor_line(n, value, lambda t: t.dtype) for n, value in enumerate(self))

    def __call__(self, *args, **kwargs):
        raise RuntimeError("ParameterList should not be called.")


class ParameterDict(Module):
    def __init__(self, parameters=None):
        super().__init__()
        self._keys = {}
        if parameters is not None:
            self.update(parameters)

    def _key_to_attr(self, key):
        """The attribute name a key is stored under (the key itself; only
        strings are accepted)."""
        if isinstance(key, str):
            return key
        raise TypeError(
            "Index given to ParameterDict cannot be used as a key as it is not a string "
            f"(type is '{type(key).__name__}'). Open an issue on github if you need non-string keys.")

    def __getitem__(self, key):
        return getattr(self, self._key_to_attr(key))

    def __setitem__(self, key, value):
        # PyTorch records the key before validating it; kept for identical state after an error.
        self._keys[key] = None
        name = self._key_to_attr(key)
        if isinstance(value, torch.Tensor) and not isinstance(value, Parameter):
            value = Parameter(value)
        setattr(self, name, value)

    def __delitem__(self, key):
        del self._keys[key]
        delattr(self, self._key_to_attr(key))

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __reversed__(self):
        return reversed(list(self._keys))

    def __contains__(self, key):
        return key in self._keys

    def copy(self):
        return ParameterDict(OrderedDict((key, self[key]) for key in self._keys))

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def clear(self):
        for key in list(self._keys):
            del self[key]

    def pop(self, key):
        taken = self[key]
        del self[key]
        return taken

    def popitem(self):
        if not self._keys:
            self._keys.popitem()  # raises dict's own KeyError
        last = list(self._keys)[-1]
        return last, self.pop(last)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def fromkeys(self, keys, default=None):
        return ParameterDict((key, default) for key in keys)

    def keys(self):
        return self._keys.keys()

    def items(self):
        return ((key, self[key]) for key in self._keys)

    def values(self):
        return (self[key] for key in self._keys)

    def update(self, parameters):
        if not isinstance(parameters, _IterableABC):
            raise TypeError("ParametersDict.update should be called with an iterable of key/value pairs, but got "
                            + type(parameters).__name__)
        if isinstance(parameters, (OrderedDict, ParameterDict)):
            pairs = parameters.items()
        elif isinstance(parameters, _MappingABC):
            pairs = sorted(parameters.items())
        else:
            pairs = _pairs_of("ParameterDict", parameters)
        for key, value in pairs:
            self[key] = value

    def extra_repr(self):
        return "\n".join(_tensor_line(key, value, lambda t: t.type()) for key, value in self.items())

    def __call__(self, input):
        raise RuntimeError("ParameterDict should not be called.")

    def __or__(self, other):
        merged = self.copy()
        merged.update(other)
        return merged

    def __ror__(self, other):
        merged = other.copy()
        merged.update(self)
        return merged

    def __ior__(self, other):
        self.update(other)
        return self
