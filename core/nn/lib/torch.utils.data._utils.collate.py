# torch.utils.data._utils.collate: default_collate / default_convert, as PyTorch 2.6 merges a list of
# samples into a batch (tensors stacked, floats to float64, ints to int64, strings kept, containers
# collated field by field; a tuple sample gives a list).
import collections
import collections.abc
import copy
import torch

default_collate_err_msg_format = ("default_collate: batch must contain tensors, numpy arrays, numbers, "
                                  "dicts or lists; found {}")


def _numpy_kind(t):
    """'array' for numpy.ndarray, 'scalar' for a numpy scalar type, None otherwise."""
    if getattr(t, "__module__", None) != "numpy":
        return None
    return "array" if t.__name__ == "ndarray" else "scalar"


def default_convert(data):
    """Leave tensors and scalars as they are; convert each element of containers (numpy arrays
    become tensors)."""
    if isinstance(data, torch.Tensor) or isinstance(data, (str, bytes)):
        return data
    kind = _numpy_kind(type(data))
    if kind == "array":
        return torch.as_tensor(data)
    if kind == "scalar":
        return data
    if isinstance(data, collections.abc.Mapping):
        try:
            if isinstance(data, collections.abc.MutableMapping):
                clone = copy.copy(data)
                clone.update({key: default_convert(data[key]) for key in data})
                return clone
            return type(data)({key: default_convert(data[key]) for key in data})
        except TypeError:
            return {key: default_convert(data[key]) for key in data}
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence):
        try:
            if isinstance(data, collections.abc.MutableSequence):
                clone = copy.copy(data)
                for i, d in enumerate(data):
                    clone[i] = default_convert(d)
                return clone
            return type(data)([default_convert(d) for d in data])
        except TypeError:
            return [default_convert(d) for d in data]
    return data


def collate_tensor_fn(batch, *, collate_fn_map=None):
    return torch.stack(batch, 0)


def collate_float_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch, dtype=torch.float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


default_collate_fn_map = {torch.Tensor: collate_tensor_fn, float: collate_float_fn, int: collate_int_fn,
                          str: collate_str_fn, bytes: collate_str_fn}


def collate(batch, *, collate_fn_map=None):
    """Collate a list of samples, dispatching on the type of the first one."""
    elem = batch[0]
    elem_type = type(elem)
    kind = _numpy_kind(elem_type)
    if kind == "array":   # PyTorch's collate_numpy_array_fn
        return collate([torch.as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)
    if kind == "scalar" and elem_type.__name__ not in ("float64", "bool"):   # not float/bool subclasses in numpy
        return torch.as_tensor(batch)
    if collate_fn_map is not None:
        if elem_type in collate_fn_map:
            return collate_fn_map[elem_type](batch, collate_fn_map=collate_fn_map)
        for collate_type in collate_fn_map:
            if isinstance(elem, collate_type):
                return collate_fn_map[collate_type](batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        try:
            if isinstance(elem, collections.abc.MutableMapping):
                clone = copy.copy(elem)
                clone.update({key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map) for key in elem})
                return clone
            return elem_type({key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map) for key in elem})
        except TypeError:
            return {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map) for key in elem}
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return elem_type(*(collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        it = iter(batch)
        elem_size = len(next(it))
        if not all(len(e) == elem_size for e in it):
            raise RuntimeError("each element in list of batch should be of equal size")
        transposed = list(zip(*batch))
        if isinstance(elem, tuple):
            return [collate(samples, collate_fn_map=collate_fn_map) for samples in transposed]
        try:
            if isinstance(elem, collections.abc.MutableSequence):
                clone = copy.copy(elem)
                for i, samples in enumerate(transposed):
                    clone[i] = collate(samples, collate_fn_map=collate_fn_map)
                return clone
            return elem_type([collate(samples, collate_fn_map=collate_fn_map) for samples in transposed])
        except TypeError:
            return [collate(samples, collate_fn_map=collate_fn_map) for samples in transposed]
    raise TypeError(default_collate_err_msg_format.format(elem_type))


def default_collate(batch):
    """Merge a list of samples into a batch (see the module comment)."""
    return collate(batch, collate_fn_map=default_collate_fn_map)
