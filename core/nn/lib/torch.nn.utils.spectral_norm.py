"""torch.nn.utils.spectral_norm for nnscope: the hook form of spectral
normalisation (PyTorch 2.6 behaviour). The weight becomes `<name>_orig` (the
parameter) with buffers `<name>_u` and `<name>_v` (normalised normal draws:
u of the matrix height first, then v); before every forward a pre-hook runs
n_power_iterations of the power method in training mode (v then u, written
into the buffers) and sets `<name>` = weight / (u . (W v)). State-dict hooks
record the format version and accept a state dict without `<name>`."""
import torch
import torch.nn.functional as F
from torch.nn.modules.linear import UninitializedParameter

__all__ = ["SpectralNorm", "SpectralNormLoadStateDictPreHook", "SpectralNormStateDictHook", "spectral_norm",
           "remove_spectral_norm"]


class SpectralNorm:
    """The forward pre-hook: name, power iterations, dim of the output rows, eps."""
    _version = 1

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but "
                             f"got n_power_iterations={n_power_iterations}")
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight):
        mat = weight
        if self.dim != 0:
            mat = mat.permute(self.dim, *[d for d in range(mat.dim()) if d != self.dim])
        return mat.reshape(mat.size(0), -1)

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with torch.no_grad():
                for _ in range(self.n_power_iterations):
                    v = F.normalize(torch.mv(mat.t(), u), dim=0, eps=self.eps, out=v)
                    u = F.normalize(torch.mv(mat, v), dim=0, eps=self.eps, out=u)
                if self.n_power_iterations > 0:
                    u = u.clone(memory_format=torch.contiguous_format)
                    v = v.clone(memory_format=torch.contiguous_format)
        sigma = torch.dot(u, torch.mv(mat, v))
        return weight / sigma

    def remove(self, module):
        with torch.no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, torch.nn.Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if isinstance(weight, UninitializedParameter):
            raise ValueError("The module passed to `SpectralNorm` can't have uninitialized parameters. "
                             "Make sure to run the dummy forward before applying spectral normalization")
        with torch.no_grad():
            mat = fn.reshape_weight_to_matrix(weight)
            h, w = mat.size()
            u = F.normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = F.normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        setattr(module, fn.name, weight.data)
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(SpectralNormStateDictHook(fn))
        # stored wrapped (as PyTorch's private registration does), so
        # remove_spectral_norm leaves it in place as PyTorch does
        module.register_load_state_dict_pre_hook(_WithoutModule(SpectralNormLoadStateDictPreHook(fn)))
        return fn


class _WithoutModule:
    """A load_state_dict pre-hook called without its module."""

    def __init__(self, hook):
        self.hook = hook

    def __call__(self, module, *args):
        return self.hook(*args)


class SpectralNormLoadStateDictPreHook:
    """Accepts state dicts without the version record that hold `<name>_orig`,
    `_u` and `_v` (and not `<name>`)."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is None or version < 1:
            key = prefix + fn.name
            if (version is None and all(key + s in state_dict for s in ("_orig", "_u", "_v"))
                    and key not in state_dict):
                return
            missing = False
            for suffix in ("_orig", "", "_u"):
                if key + suffix not in state_dict:
                    missing = True
                    if strict:
                        missing_keys.append(key + suffix)
            if missing:
                return
            raise NotImplementedError("nnscope: loading a spectral_norm state dict of the format before version 1 "
                                      "(it needs a pseudo-inverse) is not supported")


class SpectralNormStateDictHook:
    """Records the format version in the state dict's metadata."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, module, state_dict, prefix, local_metadata):
        if "spectral_norm" not in local_metadata:
            local_metadata["spectral_norm"] = {}
        key = self.fn.name + ".version"
        if key in local_metadata["spectral_norm"]:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        local_metadata["spectral_norm"][key] = self.fn._version


def _is_conv_transpose(module):
    nn = torch.nn
    kinds = tuple(getattr(nn, n) for n in ("ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d") if hasattr(nn, n))
    return isinstance(module, kinds)


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Spectrally normalise `name` of `module` (see the module docstring)."""
    if dim is None:
        dim = 1 if _is_conv_transpose(module) else 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    """Undo spectral_norm: `name` becomes a plain parameter of the normalised weight."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            break
    else:
        raise ValueError(f"spectral_norm of '{name}' not found in {module}")
    for k, hook in module._state_dict_hooks.items():
        if isinstance(hook, SpectralNormStateDictHook) and hook.fn.name == name:
            del module._state_dict_hooks[k]
            break
    return module
