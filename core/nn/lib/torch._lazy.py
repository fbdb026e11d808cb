"""Attributes of native torch modules that are written in Python, resolved on first use.

torch, torch.nn, torch.nn.modules, torch.nn.utils, torch.autograd, torch.utils, torch.cuda and
torch.backends are native modules; their module-level __getattr__ calls resolve(module, name), which
imports the Python-source module behind a name (a submodule such as torch.distributions, or one
attribute of one) and caches it on the native module, with every other name of _ATTRS that comes
from the same source module (so a function that shadows its submodule's name, as
torch.autograd.gradcheck, wins whichever name is asked first). Unknown names raise the
AttributeError Python raises (names that start with "_" fail in nn_lazy_getattr without importing this
module, so none may be listed here). The WASM engine reads the modules named here from its lazy library file
(wasm-build/lib-boot.txt), so a program that does not use them does not download them.
"""
import torch

_SUBMODULES = {
    "torch": {"distributions", "amp", "cpu", "distributed", "multiprocessing", "xpu", "mps", "accelerator", "jit",
              "utils", "sparse", "compiler", "testing", "func", "functional", "serialization"},
    "torch.nn": {"parallel"},
    "torch.nn.modules": {"rnn", "transformer", "adaptive", "padding", "instancenorm", "upsampling"},
    "torch.nn.utils": {"rnn", "parametrize", "parametrizations", "fusion", "stateless", "prune"},
    "torch.autograd": {"functional"},
    "torch.utils": {"data", "checkpoint"},
    "torch.cuda": {"amp"},
    "torch.backends": {"cuda", "mkldnn", "openmp", "mkl", "opt_einsum", "cpu"},
}

_ATTRS = {
    "torch": {
        "autocast": ("torch.amp", "autocast"),
        "GradScaler": ("torch.amp", "GradScaler"),
        "set_default_device": ("torch._device_surface", "set_default_device"),
        "get_default_device": ("torch._device_surface", "get_default_device"),
        "set_float32_matmul_precision": ("torch._device_surface", "set_float32_matmul_precision"),
        "get_float32_matmul_precision": ("torch._device_surface", "get_float32_matmul_precision"),
        "is_autocast_enabled": ("torch.amp", "is_autocast_enabled"),
        "get_autocast_dtype": ("torch.amp", "get_autocast_dtype"),
        "get_autocast_cpu_dtype": ("torch.amp", "get_autocast_cpu_dtype"),
        "is_autocast_cpu_enabled": ("torch.amp", "is_autocast_cpu_enabled"),
        "compile": ("torch._device_surface", "compile"),
        "vmap": ("torch.func", "vmap"),
        "sparse_coo_tensor": ("torch.sparse", "sparse_coo_tensor"),
        "spmm": ("torch.sparse", "_mm"),
        "save": ("torch.serialization", "save"),
        "load": ("torch.serialization", "load"),
        "binomial": ("torch.distributions.binomial", "binomial"),
        "use_deterministic_algorithms": ("torch._device_surface", "use_deterministic_algorithms"),
        "are_deterministic_algorithms_enabled": ("torch._device_surface", "are_deterministic_algorithms_enabled"),
        "is_deterministic_algorithms_warn_only_enabled": ("torch._device_surface",
                                                          "is_deterministic_algorithms_warn_only_enabled"),
    },
    "torch.nn": {
        **{n: ("torch.nn.modules.rnn", n) for n in ("RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell",
                                                    "LSTMCell", "GRUCell")},
        **{n: ("torch.nn.modules.transformer", n) for n in ("Transformer", "TransformerEncoder", "TransformerDecoder",
                                                            "TransformerEncoderLayer", "TransformerDecoderLayer")},
        "AdaptiveLogSoftmaxWithLoss": ("torch.nn.modules.adaptive", "AdaptiveLogSoftmaxWithLoss"),
        **{n: ("torch.nn.modules.padding", n) for n in ("ConstantPad1d", "ConstantPad2d", "ConstantPad3d",
                                                        "ZeroPad1d", "ZeroPad2d", "ZeroPad3d", "ReflectionPad1d",
                                                        "ReflectionPad2d", "ReflectionPad3d", "ReplicationPad1d",
                                                        "ReplicationPad2d", "ReplicationPad3d", "CircularPad1d",
                                                        "CircularPad2d", "CircularPad3d")},
        **{n: ("torch.nn.modules.instancenorm", n) for n in ("InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d",
                                                             "LazyInstanceNorm1d", "LazyInstanceNorm2d",
                                                             "LazyInstanceNorm3d")},
        **{n: ("torch.nn.modules.upsampling", n) for n in ("Upsample", "UpsamplingNearest2d", "UpsamplingBilinear2d",
                                                           "PixelShuffle", "PixelUnshuffle", "Fold", "Unfold",
                                                           "ChannelShuffle")},
        "DataParallel": ("torch.nn.parallel", "DataParallel"),
    },
    "torch.nn.utils": {
        "weight_norm": ("torch.nn.utils.weight_norm", "weight_norm"),
        "remove_weight_norm": ("torch.nn.utils.weight_norm", "remove_weight_norm"),
        "spectral_norm": ("torch.nn.utils.spectral_norm", "spectral_norm"),
        "remove_spectral_norm": ("torch.nn.utils.spectral_norm", "remove_spectral_norm"),
        "fuse_conv_bn_eval": ("torch.nn.utils.fusion", "fuse_conv_bn_eval"),
        "fuse_conv_bn_weights": ("torch.nn.utils.fusion", "fuse_conv_bn_weights"),
        "fuse_linear_bn_eval": ("torch.nn.utils.fusion", "fuse_linear_bn_eval"),
        "fuse_linear_bn_weights": ("torch.nn.utils.fusion", "fuse_linear_bn_weights"),
    },
    "torch.autograd": {
        "gradcheck": ("torch.autograd.gradcheck", "gradcheck"),
        "gradgradcheck": ("torch.autograd.gradcheck", "gradgradcheck"),
    },
    "torch.cuda": {
        "get_device_name": ("torch._device_surface", "cuda_get_device_name"),
        "current_device": ("torch._device_surface", "cuda_current_device"),
        "get_device_properties": ("torch._device_surface", "cuda_get_device_properties"),
        "memory_allocated": ("torch._device_surface", "cuda_zero"),
        "max_memory_allocated": ("torch._device_surface", "cuda_zero"),
        "memory_reserved": ("torch._device_surface", "cuda_zero"),
        "reset_peak_memory_stats": ("torch._device_surface", "cuda_noop"),
        "set_device": ("torch._device_surface", "cuda_set_device"),
        "is_bf16_supported": ("torch._device_surface", "cuda_false"),
        "device": ("torch._device_surface", "cuda_device"),
        "Event": ("torch._device_surface", "cuda_event"),
        "Stream": ("torch._device_surface", "cuda_event"),
        "synchronize": ("torch._device_surface", "cuda_no_cuda"),
        "get_device_capability": ("torch._device_surface", "cuda_no_cuda"),
        "get_rng_state": ("torch._device_surface", "cuda_no_cuda"),
        "set_rng_state": ("torch._device_surface", "cuda_no_cuda"),
        "get_rng_state_all": ("torch._device_surface", "cuda_rng_all"),
        "memory_summary": ("torch._device_surface", "cuda_memory_summary"),
    },
}

# torch functions written in Python over native ops (torch._fns)
for _name in ("addmv", "addr", "addbmm", "chain_matmul", "inner", "trapezoid", "trapz", "cumulative_trapezoid",
              "block_diag", "combinations", "vander", "renorm", "frexp", "ldexp", "ldexp_", "cov", "corrcoef",
              "unravel_index", "isin", "select_scatter", "slice_scatter", "diagonal_scatter", "index_reduce",
              "histogram", "put", "special_log_ndtr"):
    _ATTRS["torch"][_name] = ("torch._fns", _name)
_LA = "torch._linalg_factor"
_ATTRS["torch.linalg"] = {"cholesky": (_LA, "cholesky"), "cholesky_ex": (_LA, "cholesky_ex"),
                          "matrix_exp": (_LA, "matrix_exp"), "lu_factor": (_LA, "lu_factor"),
                          "lu_factor_ex": (_LA, "lu_factor_ex"), "lu": (_LA, "lu")}
_LE = "torch._linalg_eig"
for _name in ("eig", "eigvals", "eigh", "eigvalsh", "svd", "svdvals", "pinv", "matrix_rank", "cond"):
    _ATTRS["torch.linalg"][_name] = (_LE, _name)
_ATTRS["torch"].update({"svd": (_LE, "torch_svd"), "pinverse": (_LE, "pinverse")})
_ATTRS["torch"].update({"cholesky": (_LA, "torch_cholesky"), "matrix_exp": (_LA, "matrix_exp"),
                        "lu": (_LA, "torch_lu"), "lu_unpack": (_LA, "lu_unpack")})
for _name in ("rms_norm", "pdist"):
    _ATTRS["torch"][_name] = ("torch.nn._functional_py", _name)


def resolve(module, name):
    mod = torch if module == "torch" else __import__(module, fromlist=["_"])
    if name in _SUBMODULES.get(module, ()):
        sub = __import__(module + "." + name, fromlist=["_"])
        setattr(mod, name, sub)
        return sub
    attrs = _ATTRS.get(module, {})
    target = attrs.get(name)
    if target is not None:
        src = __import__(target[0], fromlist=["_"])
        for other, t in attrs.items():
            if t is not None and t[0] == target[0]:
                setattr(mod, other, getattr(src, t[1]))
        return getattr(mod, name)
    raise AttributeError(f"module '{module}' has no attribute '{name}'")


def names(module):
    """dir() of a native torch module: the names it holds and the ones resolve() would give."""
    mod = torch if module == "torch" else __import__(module, fromlist=["_"])
    return sorted(set(vars(mod)) | _SUBMODULES.get(module, set()) | set(_ATTRS.get(module, ())))
