"""Small Python-source pieces of torch.nn.Module (the rest is native, in
core/nn/nn_module*.c): the _IncompatibleKeys result of load_state_dict and
the OrderedDict flavour state_dict returns (it carries `_metadata`)."""
import collections


class _IncompatibleKeys(collections.namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    __module__ = "torch.nn.modules.module"

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


class OrderedDict(collections.OrderedDict):
    """collections.OrderedDict whose instances accept attributes (_metadata)."""
    __module__ = "collections"
    __qualname__ = "OrderedDict"


def _make_zero_grad(native):
    """Module.zero_grad as a Python function (so __defaults__ is (True,) as in
    PyTorch); the work is done by the native method."""
    def zero_grad(self, set_to_none: bool = True):
        return native(self, set_to_none)
    zero_grad.__qualname__ = "Module.zero_grad"
    zero_grad.__module__ = "torch.nn.modules.module"
    return zero_grad
