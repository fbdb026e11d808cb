"""torch.nn.utils.weight_norm for nnscope: the deprecated hook form of weight
normalisation (PyTorch 2.6 behaviour). The weight parameter is replaced by
`<name>_g` (the norms, norm_except_dim(weight, 2, dim)) and `<name>_v` (the
direction), and a forward pre-hook recomputes `<name>` as
torch._weight_norm(v, g, dim) before every forward. Applying it raises the
FutureWarning PyTorch raises, at the same site."""
import torch
from torch.nn.parameter import Parameter
from torch.nn.modules.linear import UninitializedParameter
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = ["WeightNorm", "weight_norm", "remove_weight_norm"]

_DEPRECATED = ("`torch.nn.utils.weight_norm` is deprecated in favor of "
               "`torch.nn.utils.parametrizations.weight_norm`.")


class WeightNorm:
    """The forward pre-hook: holds the parameter name and the norm dim."""

    def __init__(self, name, dim):
        self.name = name
        self.dim = -1 if dim is None else dim

    def compute_weight(self, module):
        return torch._weight_norm(getattr(module, self.name + "_v"), getattr(module, self.name + "_g"), self.dim)

    @staticmethod
    def apply(module, name, dim):
        _warn_from(_DEPRECATED, _torch_site("nn/utils/weight_norm.py", 143, "WeightNorm.apply(module, name, dim)"),
                   FutureWarning)
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter {name}")
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        if isinstance(weight, UninitializedParameter):
            raise ValueError("The module passed to `WeightNorm` can't have uninitialized parameters. "
                             "Make sure to run the dummy forward before applying weight normalization")
        del module._parameters[name]
        module.register_parameter(name + "_g", Parameter(torch.norm_except_dim(weight, 2, fn.dim).data))
        module.register_parameter(name + "_v", Parameter(weight.data))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module):
        weight = self.compute_weight(module)
        delattr(module, self.name)
        del module._parameters[self.name + "_g"]
        del module._parameters[self.name + "_v"]
        setattr(module, self.name, Parameter(weight.data))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module, name="weight", dim=0):
    """Replace `name` of `module` by its magnitude and direction (see the module docstring)."""
    WeightNorm.apply(module, name, dim)
    return module


def remove_weight_norm(module, name="weight"):
    """Undo weight_norm: `name` becomes a plain parameter of the current weight again."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, WeightNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError(f"weight_norm of '{name}' not found in {module}")
