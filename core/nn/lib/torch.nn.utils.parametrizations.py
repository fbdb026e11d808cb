"""torch.nn.utils.parametrizations for nnscope (PyTorch 2.6 behaviour):
weight_norm (original0 = the norms g, original1 = the direction v, and a
load hook that renames the old hook form's `<name>_g`/`<name>_v`) and
spectral_norm (buffers _u, _v drawn and refined by 15 power iterations at
registration; one iteration, u then v, per evaluation in training mode)."""
import torch
import torch.nn.functional as F
from torch import Tensor
from torch.nn.modules.container import Module
from torch.nn.utils import parametrize

__all__ = ["orthogonal", "spectral_norm", "weight_norm"]


class _WeightNorm(Module):
    def __init__(self, dim=0):
        super().__init__()
        self.dim = -1 if dim is None else dim

    def forward(self, weight_g, weight_v):
        return torch._weight_norm(weight_v, weight_g, self.dim)

    def right_inverse(self, weight):
        return torch.norm_except_dim(weight, 2, self.dim), weight


def weight_norm(module, name="weight", dim=0):
    """Weight normalisation of `module.<name>` as a parametrization."""
    parametrize.register_parametrization(module, name, _WeightNorm(dim), unsafe=True)

    def _weight_norm_compat_hook(mod, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                 error_msgs):
        g_key = f"{prefix}{name}_g"
        v_key = f"{prefix}{name}_v"
        if g_key in state_dict and v_key in state_dict:
            original0 = state_dict.pop(g_key)
            original1 = state_dict.pop(v_key)
            state_dict[f"{prefix}parametrizations.{name}.original0"] = original0
            state_dict[f"{prefix}parametrizations.{name}.original1"] = original1

    module.register_load_state_dict_pre_hook(_weight_norm_compat_hook)
    return module


class _SpectralNorm(Module):
    def __init__(self, weight, n_power_iterations=1, dim=0, eps=1e-12):
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError("Dimension out of range (expected to be in range of "
                             f"[-{ndim}, {ndim - 1}] but got {dim})")
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but "
                             f"got n_power_iterations={n_power_iterations}")
        self.dim = dim if dim >= 0 else dim + ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            mat = self._reshape_weight_to_matrix(weight)
            h, w = mat.size()
            u = mat.new_empty(h).normal_(0, 1)
            v = mat.new_empty(w).normal_(0, 1)
            self.register_buffer("_u", F.normalize(u, dim=0, eps=self.eps))
            self.register_buffer("_v", F.normalize(v, dim=0, eps=self.eps))
            self._power_method(mat, 15)

    def _reshape_weight_to_matrix(self, weight):
        assert weight.ndim > 1
        if self.dim != 0:
            weight = weight.permute(self.dim, *(d for d in range(weight.dim()) if d != self.dim))
        return weight.flatten(1)

    def _power_method(self, mat, n_power_iterations):
        with torch.no_grad():
            for _ in range(n_power_iterations):
                self._u = F.normalize(torch.mv(mat, self._v), dim=0, eps=self.eps, out=self._u)
                self._v = F.normalize(torch.mv(mat.H, self._u), dim=0, eps=self.eps, out=self._v)

    def forward(self, weight):
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        mat = self._reshape_weight_to_matrix(weight)
        if self.training:
            self._power_method(mat, self.n_power_iterations)
        u = self._u.clone(memory_format=torch.contiguous_format)
        v = self._v.clone(memory_format=torch.contiguous_format)
        sigma = torch.vdot(u, torch.mv(mat, v))
        return weight / sigma

    def right_inverse(self, value):
        return value


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Spectral normalisation of `module.<name>` as a parametrization."""
    weight = getattr(module, name, None)
    if not isinstance(weight, Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if dim is None:
        kinds = tuple(getattr(torch.nn, n) for n in ("ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d")
                      if hasattr(torch.nn, n))
        dim = 1 if isinstance(module, kinds) else 0
    parametrize.register_parametrization(module, name, _SpectralNorm(weight, n_power_iterations, dim, eps))
    return module
