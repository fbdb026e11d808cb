"""Padding layers (zero, constant, reflection, replication, circular; 1-D to 3-D) over F.pad."""
from torch.nn import functional as F
from torch.nn.modules.module import Module

__all__ = ["ConstantPad1d", "ConstantPad2d", "ZeroPad1d", "ZeroPad2d", "ReflectionPad1d", "ReflectionPad2d",
           "ReplicationPad1d", "ReplicationPad2d", "CircularPad1d", "CircularPad2d", "ConstantPad3d", "ZeroPad3d",
           "ReflectionPad3d", "ReplicationPad3d", "CircularPad3d"]


def _expand(padding, n):
    """An int padding repeated to 2*n entries; a sequence kept as a tuple."""
    return (padding,) * (2 * n) if isinstance(padding, int) else tuple(padding)


class _ConstantPadNd(Module):
    def __init__(self, value):
        super().__init__()
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class ConstantPad1d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _expand(padding, 1)


class ConstantPad2d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _expand(padding, 2)


class ZeroPad1d(ConstantPad1d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ZeroPad2d(ConstantPad2d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class _IndexPadNd(Module):
    """Reflection / replication / circular padding over F.pad."""
    _mode = None

    def forward(self, input):
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class ReflectionPad1d(_IndexPadNd):
    _mode = "reflect"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 1)


class ReflectionPad2d(_IndexPadNd):
    _mode = "reflect"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 2)


class ReplicationPad1d(_IndexPadNd):
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 1)


class ReplicationPad2d(_IndexPadNd):
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 2)


class CircularPad1d(_IndexPadNd):
    _mode = "circular"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 1)

    def _check_input_dim(self, input):
        if input.dim() != 2 and input.dim() != 3:
            raise ValueError(f"expected 2D or 3D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        return F.pad(input, self.padding, "circular")


class CircularPad2d(_IndexPadNd):
    _mode = "circular"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 2)

    def _check_input_dim(self, input):
        if input.dim() != 3 and input.dim() != 4:
            raise ValueError(f"expected 3D or 4D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        return F.pad(input, self.padding, "circular")


class ConstantPad3d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _expand(padding, 3)


class ZeroPad3d(ConstantPad3d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ReflectionPad3d(_IndexPadNd):
    _mode = "reflect"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 3)


class ReplicationPad3d(_IndexPadNd):
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 3)


class CircularPad3d(_IndexPadNd):
    _mode = "circular"

    def __init__(self, padding):
        super().__init__()
        self.padding = _expand(padding, 3)

    def _check_input_dim(self, input):
        if input.dim() != 4 and input.dim() != 5:
            raise ValueError(f"expected 4D or 5D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        return F.pad(input, self.padding, "circular")
