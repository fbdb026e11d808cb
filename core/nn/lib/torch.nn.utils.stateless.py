"""torch.nn.utils.stateless for nnscope: calling a module with other tensors
in place of its parameters and buffers (PyTorch 2.6 behaviour), the engine
of torch.func.functional_call. The given tensors are swapped into the
submodules' _parameters/_buffers (or set as attributes) for the call and
the originals swapped back afterwards; tied names (one tensor under several
names) are all replaced when one of them is given (tie_weights)."""
import contextlib

import torch

__all__ = []

_MISSING = object()


def _swap_tensor(module, name, tensor, allow_missing=False):
    if not isinstance(module, torch.nn.Module):
        raise TypeError(f"{module} is not an instance of torch.nn.Module")
    if tensor is not _MISSING and not isinstance(tensor, torch.Tensor) and tensor is not None:
        raise TypeError(f"{tensor} is not an instance of torch.Tensor")
    if "." in name:
        raise KeyError('tensor name can\'t contain "."')
    if name == "":
        raise KeyError('tensor name can\'t be empty string ""')
    if name in module._parameters:
        orig = module._parameters[name]
        if tensor is not _MISSING:
            module._parameters[name] = tensor
        else:
            del module._parameters[name]
    elif name in module._buffers:
        orig = module._buffers[name]
        if tensor is not _MISSING:
            module._buffers[name] = tensor
        else:
            del module._buffers[name]
    else:
        if hasattr(module, name):
            orig = getattr(module, name)
        else:
            if not allow_missing:
                raise AttributeError(f"{module._get_name()} has no attribute `{name}`")
            orig = _MISSING
        if orig is not _MISSING and not isinstance(orig, torch.Tensor):
            raise TypeError(f"attribute `{name}`: {orig} is not an instance of torch.Tensor")
        if tensor is not _MISSING:
            setattr(module, name, tensor)
        elif hasattr(module, name):
            delattr(module, name)
    return orig


def _swap_named(module, name, tensor):
    prefix, _, attr = name.rpartition(".")
    return _swap_tensor(module.get_submodule(prefix), attr, tensor, allow_missing=True)


def _swap_tensors_dict(module, named_tensors):
    orig = {}
    try:
        for name, tensor in named_tensors.items():
            orig[name] = _swap_named(module, name, tensor)
    except Exception:
        for name, t in orig.items():
            _swap_named(module, name, t)
        raise
    return orig


def _named_tensors(module):
    out = {}
    out.update(module.named_parameters(remove_duplicate=False))
    out.update(module.named_buffers(remove_duplicate=False))
    return out


def _untie_named_tensors_map(module, parameters_and_buffers):
    by_tensor = {}
    for name, tensor in _named_tensors(module).items():
        by_tensor.setdefault(id(tensor), set()).add(name)
    tied = {}
    for names in by_tensor.values():
        if len(names) > 1:
            for n in names:
                tied[n] = names
    given = set(parameters_and_buffers.keys())
    given_tied = given.intersection(tied.keys())
    for name in given_tied:
        names = tied[name]
        if (len(names.intersection(given_tied)) > 1
                and len({id(parameters_and_buffers[n]) for n in names if n in parameters_and_buffers}) != 1):
            raise ValueError(f"functional_call got multiple values for keys {sorted(names)}, "
                             "which are tied. Consider using tie_weights=False")
    untied = parameters_and_buffers.copy()
    for name in given_tied:
        for n in tied[name]:
            untied[n] = parameters_and_buffers[name]
    return untied


@contextlib.contextmanager
def _reparametrize_module(module, parameters_and_buffers, tie_weights=False, strict=False):
    untied = _untie_named_tensors_map(module, parameters_and_buffers) if tie_weights else parameters_and_buffers
    if strict:
        keys = set(_named_tensors(module).keys())
        given = set(untied.keys())
        missing = sorted(keys - given)
        unexpected = sorted(given - keys)
        msgs = []
        if unexpected:
            msgs.append(f"Unexpected key(s): {', '.join(map(repr, unexpected))}.")
        if missing:
            msgs.append(f"Missing key(s): {', '.join(map(repr, missing))}.")
        if msgs:
            raise RuntimeError("Error(s) in reparametrizing for {}:\n\t{}".format(module._get_name(), "\n\t".join(msgs)))
    orig = {}
    try:
        orig = _swap_tensors_dict(module, untied)
        yield
    finally:
        new = _swap_tensors_dict(module, orig)
        parameters_and_buffers.update({k: new[k] for k in parameters_and_buffers if k in new})


def _functional_call(module, parameters_and_buffers, args=None, kwargs=None, *, tie_weights=True, strict=False):
    if kwargs is None:
        kwargs = {}
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    with _reparametrize_module(module, parameters_and_buffers, tie_weights=tie_weights, strict=strict):
        return module(*args, **kwargs)
