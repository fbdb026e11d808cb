"""Identity, Linear and Bilinear (PyTorch 2.6 signatures, attributes and
initialisation). forward is one native call into torch.nn.functional."""
import math

import torch
from torch.nn import functional as F
from torch.nn import init
from torch.nn.modules.module import Module
from torch.nn.parameter import Parameter

__all__ = ["Bilinear", "Identity", "LazyLinear", "Linear", "NonDynamicallyQuantizableLinear"]


def _weight_and_bias(module, weight_shape, bias_size, with_bias, device, dtype):
    """Create the uninitialised `weight` Parameter of a layer and its `bias`
    (a Parameter, or a registered None when with_bias is false)."""
    module.weight = Parameter(torch.empty(weight_shape, device=device, dtype=dtype))
    if with_bias:
        module.bias = Parameter(torch.empty(bias_size, device=device, dtype=dtype))
    else:
        module.register_parameter("bias", None)


class Identity(Module):
    """Returns its input; accepts and ignores any constructor arguments."""

    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, input):
        return input


class Linear(Module):
    """y = x W^T + b with W of shape (out_features, in_features)."""

    def __init__(self, in_features: int, out_features: int, bias: bool = True, device=None, dtype=None) -> None:
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        _weight_and_bias(self, (out_features, in_features), out_features, bias, device, dtype)
        self.reset_parameters()

    def reset_parameters(self):
        # weight: kaiming_uniform_(a=sqrt(5)), i.e. U(+-1/sqrt(fan_in)); bias: the same bound
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is None:
            return
        fan_in = init._calculate_fan_in_and_fan_out(self.weight)[0]
        limit = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
        init.uniform_(self.bias, -limit, limit)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return F.linear(input, self.weight, self.bias)

    def extra_repr(self):
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


class Bilinear(Module):
    """y = x1^T A x2 + b with A of shape (out_features, in1_features, in2_features)."""

    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in1_features = in1_features
        self.in2_features = in2_features
        self.out_features = out_features
        _weight_and_bias(self, (out_features, in1_features, in2_features), out_features, bias, device, dtype)
        self.reset_parameters()

    def reset_parameters(self):
        # everything ~ U(+-1/sqrt(in1_features))
        limit = 1 / math.sqrt(self.weight.size(1))
        for tensor in (self.weight, self.bias):
            if tensor is not None:
                init.uniform_(tensor, -limit, limit)

    def forward(self, input1, input2):
        return F.bilinear(input1, input2, self.weight, self.bias)

    def extra_repr(self):
        return (
            f"in1_features={self.in1_features}, in2_features={self.in2_features}, "
            f"out_features={self.out_features}, bias={self.bias is not None}"
        )


class NonDynamicallyQuantizableLinear(Linear):
    """The Linear that MultiheadAttention uses for out_proj (same behaviour)."""

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__(in_features, out_features, bias=bias, device=device, dtype=dtype)


class UninitializedParameter(Parameter):
    """A parameter whose shape is not known yet (the weights of lazy modules)."""

    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        return super().__new__(cls, torch.empty(0, device=device, dtype=dtype), requires_grad)

    def materialize(self, shape, device=None, dtype=None):
        """Give the parameter its shape in place (an optimizer made before the first forward keeps it)."""
        if device is None:
            device = self.data.device
        if dtype is None:
            dtype = self.data.dtype
        self.data = torch.empty(shape, device=device, dtype=dtype)
        self.__class__ = self.cls_to_become

    def __repr__(self):
        return "<UninitializedParameter>"

    __str__ = __repr__

    def numel(self):
        raise ValueError("Attempted to use an uninitialized parameter in <method 'numel' of 'torch._C.TensorBase' "
                         "objects>. This error happens when you are using a `LazyModule` or explicitly manipulating "
                         "`torch.nn.parameter.UninitializedParameter` objects. When using LazyModules Call `forward` "
                         "with a dummy batch to initialize the parameters before calling torch functions")

    def __reduce_ex__(self, proto):
        return (self.__class__, (self.requires_grad,))


import torch.nn.parameter as _parameter_module  # noqa: E402

_parameter_module.UninitializedParameter = UninitializedParameter


class LazyLinear(Linear):
    """A Linear whose in_features is taken from the first input; it then
    becomes a plain Linear (parameters initialised as Linear's)."""

    cls_to_become = Linear

    def __init__(self, out_features, bias=True, device=None, dtype=None):
        super().__init__(0, 0, False)
        self._placement = {"device": device, "dtype": dtype}
        self.weight = UninitializedParameter(device=device, dtype=dtype)
        self.out_features = out_features
        if bias:
            self.bias = UninitializedParameter(device=device, dtype=dtype)

    def has_uninitialized_params(self):
        return any(isinstance(p, UninitializedParameter) for p in self._parameters.values())

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if self.has_uninitialized_params():
            with torch.no_grad():
                self.in_features = input.shape[-1]
                self.weight.materialize((self.out_features, self.in_features))
                if self.bias is not None:
                    self.bias.materialize((self.out_features,))
                self.reset_parameters()

    def forward(self, input):
        if self.has_uninitialized_params():
            self.initialize_parameters(input)
            self.__dict__.pop("_placement", None)
            self.__class__ = self.cls_to_become
        return F.linear(input, self.weight, self.bias)
