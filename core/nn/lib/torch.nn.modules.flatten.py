"""Flatten and Unflatten for nnscope: Flatten merges dimensions
start_dim..end_dim; Unflatten splits one dimension into the given sizes
(PyTorch 2.6 argument checks and reprs)."""
from torch.nn.modules.module import Module

__all__ = ["Flatten", "Unflatten"]


class Flatten(Module):
    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


def _check_sizes(value, kinds, element_kind, what):
    """Raise PyTorch's TypeError unless value is a sequence of one of
    `kinds` whose elements are all of `element_kind`."""
    if not isinstance(value, kinds):
        raise TypeError(f"unflattened_size must be a tuple of {what}, but found type {type(value).__name__}")
    for pos, item in enumerate(value):
        if not isinstance(item, element_kind):
            raise TypeError(f"unflattened_size must be tuple of {what}, "
                            f"but found element of type {type(item).__name__} at pos {pos}")


class Unflatten(Module):
    def __init__(self, dim, unflattened_size):
        super().__init__()
        if isinstance(dim, int):
            self._require_tuple_int(unflattened_size)
        elif isinstance(dim, str):
            self._require_tuple_tuple(unflattened_size)
        else:
            raise TypeError("invalid argument type for dim parameter")
        self.dim = dim
        self.unflattened_size = unflattened_size

    def _require_tuple_tuple(self, input):
        # a named dimension is split into (name, size) pairs
        _check_sizes(input, tuple, tuple, "tuples")

    def _require_tuple_int(self, input):
        _check_sizes(input, (tuple, list), int, "ints")

    def forward(self, input):
        return input.unflatten(self.dim, self.unflattened_size)

    def extra_repr(self):
        return f"dim={self.dim}, unflattened_size={self.unflattened_size}"
