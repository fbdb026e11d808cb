"""torch.func for nnscope: functional_call (PyTorch 2.6 behaviour), a module
called with the given parameters and buffers in place of its own."""
from collections import Counter
from collections.abc import Sequence

from torch.nn.utils.stateless import _functional_call

__all__ = ["functional_call"]


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """module(*args, **kwargs) with the tensors of the dict(s) as its parameters and buffers."""
    if isinstance(parameter_and_buffer_dicts, dict):
        parameters_and_buffers = parameter_and_buffer_dicts
    elif isinstance(parameter_and_buffer_dicts, Sequence):
        if not all(isinstance(d, dict) for d in parameter_and_buffer_dicts):
            raise ValueError("Expected all elements of parameter_and_buffer_dicts to be dictionaries")
        all_keys = [k for d in parameter_and_buffer_dicts for k in d.keys()]
        repeated = [k for k, n in Counter(all_keys).items() if n > 1]
        if repeated:
            raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional call is ambiguous")
        parameters_and_buffers = {k: v for d in parameter_and_buffer_dicts for k, v in d.items()}
    else:
        raise ValueError(f"Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, "
                         f"but got {type(parameter_and_buffer_dicts)}")
    return _functional_call(module, parameters_and_buffers, args, kwargs, tie_weights=tie_weights, strict=strict)
