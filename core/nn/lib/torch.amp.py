"""torch.amp for nnscope: autocast and GradScaler as PyTorch 2.6 behaves on a CPU-only machine.

autocast keeps PyTorch's argument checks, warnings and state (is_autocast_enabled, the fast dtype,
nesting); on "cpu" it also hands the state to the tensor core (torch._set_autocast_cpu), which casts
the arguments of PyTorch's CPU lower-precision ops (mm, matmul, linear, conv, ...) to the fast dtype and
those of its float32 ops (the losses, prod) to float32. GradScaler("cpu") scales losses, unscales gradients, skips steps
with inf/NaN gradients and grows/backs off the scale exactly as PyTorch's does; for "cuda" it warns and
disables itself, as without CUDA.
"""
import warnings
import torch
from torch.nn.modules._helpers import _warn_from, _torch_site

__all__ = ["autocast", "GradScaler", "custom_fwd", "custom_bwd", "is_autocast_available"]

_state = {"cpu": [False, torch.bfloat16], "cuda": [False, torch.float16], "xpu": [False, torch.bfloat16],
          "mps": [False, torch.float16], "hpu": [False, torch.bfloat16], "xla": [False, torch.bfloat16],
          "ipu": [False, torch.bfloat16]}
_cache = [True]


def is_autocast_available(device_type):
    return device_type in _state


def is_autocast_enabled(device_type=None):
    return _state["cuda" if device_type is None else device_type][0]


def get_autocast_dtype(device_type):
    return _state[device_type][1]


def get_autocast_cpu_dtype():
    return _state["cpu"][1]


def is_autocast_cpu_enabled():
    return _state["cpu"][0]


class autocast:
    """Context manager / decorator for mixed-precision regions (see the module comment)."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        if dtype is None:
            dtype = get_autocast_dtype(device_type) if device_type in _state else None
        self.device = device_type
        if not is_autocast_available(self.device):
            torch.device(self.device)  # an unknown device string fails as it does there
            raise RuntimeError(f"User specified an unsupported autocast device_type '{self.device}'")
        self.fast_dtype = get_autocast_dtype(self.device)
        self._cache_enabled = _cache[0]
        if enabled and self.device == "cuda":
            _warn_from("User provided device_type of 'cuda', but CUDA is not available. Disabling",
                       _torch_site("amp/autocast_mode.py", 266, "warnings.warn("))
            enabled = False
        if dtype is not None:
            self.fast_dtype = dtype
        if cache_enabled is not None:
            self._cache_enabled = cache_enabled
        if self.device == "cpu":
            supported = [torch.bfloat16, torch.float16]
            if self.fast_dtype not in supported and enabled:
                msg = ("In CPU autocast, but the target dtype is not supported. Disabling autocast.\n"
                       "CPU Autocast only supports dtype of " + ", ".join(str(d) for d in supported) + " currently.")
                _warn_from(msg, _torch_site("amp/autocast_mode.py", 283, "warnings.warn(error_message)"))
                enabled = False
        self._enabled = enabled

    def __enter__(self):
        st = _state[self.device]
        self.prev_cache_enabled = _cache[0]
        self.prev = st[0]
        self.prev_fastdtype = st[1]
        st[0] = self._enabled
        st[1] = self.fast_dtype
        _cache[0] = self._cache_enabled
        if self.device == "cpu":
            torch._set_autocast_cpu(self.fast_dtype if self._enabled else None)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        st = _state[self.device]
        st[0] = self.prev
        st[1] = self.prev_fastdtype
        _cache[0] = self.prev_cache_enabled
        if self.device == "cpu":
            torch._set_autocast_cpu(self.prev_fastdtype if self.prev else None)
        return False

    def __call__(self, func):
        import functools

        @functools.wraps(func)
        def decorate_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return decorate_autocast


autocast.__module__ = "torch.amp.autocast_mode"


def custom_fwd(fwd=None, *, device_type, cast_inputs=None):
    if fwd is None:
        return lambda f: custom_fwd(f, device_type=device_type, cast_inputs=cast_inputs)
    return fwd


def custom_bwd(bwd=None, *, device_type):
    if bwd is None:
        return lambda f: custom_bwd(f, device_type=device_type)
    return bwd


class OptState:
    READY = 0
    UNSCALED = 1
    STEPPED = 2


class GradScaler:
    """Dynamic loss scaling (see the module comment)."""

    def __init__(self, device="cuda", init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = enabled
        if self._device == "cuda":
            if enabled:
                _warn_from("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.",
                           _torch_site("amp/grad_scaler.py", 132, "warnings.warn("))
                self._enabled = False
        if self._enabled:
            assert growth_factor > 1.0, "The growth factor must be > 1.0."
            assert backoff_factor < 1.0, "The backoff factor must be < 1.0."
            self._init_scale = init_scale
            self._scale = None
            self._growth_factor = growth_factor
            self._backoff_factor = backoff_factor
            self._growth_interval = growth_interval
            self._init_growth_tracker = 0
            self._growth_tracker = None
            self._per_optimizer_states = {}

    def _lazy_init_scale_growth_tracker(self, dev):
        assert self._growth_tracker is None, "_growth_tracker initialized before _scale"
        self._scale = torch.full((), self._init_scale, dtype=torch.float32)
        self._growth_tracker = torch.full((), self._init_growth_tracker, dtype=torch.int32)

    def _opt_state(self, optimizer):
        key = id(optimizer)
        if key not in self._per_optimizer_states:
            self._per_optimizer_states[key] = {"stage": OptState.READY, "found_inf_per_device": {}}
        return self._per_optimizer_states[key]

    def _found_inf_per_device(self, optimizer):
        return self._opt_state(optimizer)["found_inf_per_device"]

    def scale(self, outputs):
        if not self._enabled:
            return outputs
        if isinstance(outputs, torch.Tensor):
            if self._scale is None:
                self._lazy_init_scale_growth_tracker(outputs.device)
            return outputs * self._scale
        if isinstance(outputs, (list, tuple)):
            out = [self.scale(o) for o in outputs]
            return type(outputs)(out) if isinstance(outputs, tuple) else out
        raise ValueError("outputs must be a Tensor or an iterable of Tensors")

    def _unscale_grads_(self, optimizer, inv_scale, found_inf, allow_fp16):
        with torch.no_grad():
            for group in optimizer.param_groups:
                for param in group["params"]:
                    if param.grad is None:
                        continue
                    if (not allow_fp16) and param.grad.dtype == torch.float16:
                        raise ValueError("Attempting to unscale FP16 gradients.")
                    if not torch.isfinite(param.grad).all():
                        found_inf.fill_(1.0)
                    param.grad.mul_(inv_scale)
        return found_inf

    def unscale_(self, optimizer):
        if not self._enabled:
            return
        self._check_scale_growth_tracker("unscale_")
        state = self._opt_state(optimizer)
        if state["stage"] is OptState.UNSCALED:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        elif state["stage"] is OptState.STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        inv_scale = self._scale.double().reciprocal().float()
        found_inf = torch.full((), 0.0, dtype=torch.float32)
        state["found_inf_per_device"] = {"cpu": self._unscale_grads_(optimizer, inv_scale, found_inf, False)}
        state["stage"] = OptState.UNSCALED

    def _check_scale_growth_tracker(self, funcname):
        fix = "This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration."
        assert self._scale is not None, f"Attempted {funcname} but _scale is None.  " + fix
        assert self._growth_tracker is not None, f"Attempted {funcname} but _growth_tracker is None.  " + fix

    def step(self, optimizer, *args, **kwargs):
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        self._check_scale_growth_tracker("step")
        state = self._opt_state(optimizer)
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if state["stage"] is OptState.READY:
            self.unscale_(optimizer)
        assert len(state["found_inf_per_device"]) > 0, "No inf checks were recorded for this optimizer."
        retval = None
        if not sum(v.item() for v in state["found_inf_per_device"].values()):
            retval = optimizer.step(*args, **kwargs)
        state["stage"] = OptState.STEPPED
        return retval

    def update(self, new_scale=None):
        if not self._enabled:
            return
        self._check_scale_growth_tracker("update")
        if new_scale is not None:
            if isinstance(new_scale, float):
                self._scale.fill_(new_scale)
            else:
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or "
                          "torch.FloatTensor with requires_grad=False.")
                assert new_scale.device.type == self._device, reason
                assert new_scale.numel() == 1, reason
                assert new_scale.requires_grad is False, reason
                self._scale.copy_(new_scale)
        else:
            found_infs = [f for s in self._per_optimizer_states.values() for f in s["found_inf_per_device"].values()]
            assert len(found_infs) > 0, "No inf checks were recorded prior to update."
            found_inf_combined = found_infs[0]
            for f in found_infs[1:]:
                found_inf_combined = found_inf_combined + f
            if found_inf_combined.item() > 0:
                self._scale.mul_(self._backoff_factor)
                self._growth_tracker.fill_(0)
            else:
                successful = self._growth_tracker.item() + 1
                if successful == self._growth_interval:
                    self._scale.mul_(self._growth_factor)
                    self._growth_tracker.fill_(0)
                else:
                    self._growth_tracker.fill_(successful)
        self._per_optimizer_states = {}

    def get_scale(self):
        if self._enabled:
            return self._init_scale if self._scale is None else self._scale.item()
        return 1.0

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if self._enabled:
            return self._init_growth_tracker if self._growth_tracker is None else self._growth_tracker.item()
        return 0

    def is_enabled(self):
        return self._enabled

    def state_dict(self):
        if self._enabled:
            return {"scale": self.get_scale(), "growth_factor": self._growth_factor,
                    "backoff_factor": self._backoff_factor, "growth_interval": self._growth_interval,
                    "_growth_tracker": self._get_growth_tracker()}
        return {}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved "
                               "from a disabled instance of GradScaler.")
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale.fill_(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker.fill_(state_dict["_growth_tracker"])


GradScaler.__module__ = "torch.amp.grad_scaler"
