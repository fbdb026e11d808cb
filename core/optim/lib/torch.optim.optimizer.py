"""torch.optim.optimizer: the Optimizer base class of nnscope.

Parameter groups, per-parameter state, state_dict / load_state_dict,
zero_grad and the step hooks behave as in PyTorch 2.6. The arithmetic of the
built-in algorithms runs natively (torch.optim._nns, core/optim), one call per
parameter group.
"""
import functools
import sys
import warnings
from collections import defaultdict, OrderedDict
from copy import deepcopy

import torch
from torch.optim import _nns
from typing import Any, Dict, Iterable, Optional, Tuple, Union

# the annotations of the optimizers' signatures, as PyTorch's
ParamsT = Union[Iterable[torch.Tensor], Iterable[Dict[str, Any]], Iterable[Tuple[str, torch.Tensor]]]
_LrT = Union[float, torch.Tensor]
_BetasT = Tuple[Union[float, torch.Tensor], Union[float, torch.Tensor]]

__all__ = [
    "Optimizer",
    "register_optimizer_step_pre_hook",
    "register_optimizer_step_post_hook",
]

_global_optimizer_pre_hooks = OrderedDict()
_global_optimizer_post_hooks = OrderedDict()

# Where PyTorch 2.6 (Debian build) attributes the warnings it raises from
# inside torch; printed warnings name these locations.
_TORCH_DIR = "/usr/lib/python3/dist-packages/torch/"
_DUP_PARAMS_AT = (_TORCH_DIR + "_compile.py", 32, "return disable_fn(*args, **kwargs)", "torch._compile")


class _RequiredParameter:
    """Stands for a hyperparameter without a default value."""

    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


from torch.nn.modules._helpers import _warn_from  # noqa: E402,F401


# ---------------------------------------------------------------- helpers

def _plain_wrapper(func):
    """Wrap func the way torch._disable_dynamo does (the wrapper takes
    *args, **kwargs, so its __defaults__ is None as in PyTorch)."""

    @functools.wraps(func)
    def inner(*args, **kwargs):
        return func(*args, **kwargs)

    return inner


def _hook_handle(hooks_dict):
    """A torch.utils.hooks.RemovableHandle on hooks_dict (ids shared with
    nn.Module's hooks, as PyTorch's global counter)."""
    from torch.utils.hooks import RemovableHandle
    return RemovableHandle(hooks_dict)


def register_optimizer_step_pre_hook(hook):
    """Register a pre hook common to all optimizers."""
    handle = _hook_handle(_global_optimizer_pre_hooks)
    _global_optimizer_pre_hooks[handle.id] = hook
    return handle


def register_optimizer_step_post_hook(hook):
    """Register a post hook common to all optimizers."""
    handle = _hook_handle(_global_optimizer_post_hooks)
    _global_optimizer_post_hooks[handle.id] = hook
    return handle


def _cast_state(param, value, key=None):
    """A copy of a loaded state value with its tensors in the parameter's
    dtype (the 'step' counter keeps its own)."""
    if isinstance(value, torch.Tensor):
        if key == "step":
            return value
        if param.is_floating_point():
            return value.to(dtype=param.dtype)
        return value
    if isinstance(value, dict):
        return {k: _cast_state(param, v, k) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_cast_state(param, v) for v in value)
    return value


# ---------------------------------------------------------------- Optimizer

class Optimizer:
    r"""Base class for all optimizers."""

    def __init__(self, params, defaults):
        self.defaults = defaults
        self._optimizer_step_pre_hooks = OrderedDict()
        self._optimizer_step_post_hooks = OrderedDict()
        self._optimizer_state_dict_pre_hooks = OrderedDict()
        self._optimizer_state_dict_post_hooks = OrderedDict()
        self._optimizer_load_state_dict_pre_hooks = OrderedDict()
        self._optimizer_load_state_dict_post_hooks = OrderedDict()
        self._patch_step_function()
        if isinstance(params, torch.Tensor):
            raise TypeError(
                "params argument given to the optimizer should be an iterable of Tensors or dicts, but got "
                + torch.typename(params))
        self.state = defaultdict(dict)
        self.param_groups = []
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for group in groups:
            self.add_param_group(group)
        self._warned_capturable_if_run_uncaptured = True

    def __getstate__(self):
        return {"defaults": self.defaults, "state": self.state, "param_groups": self.param_groups}

    def __setstate__(self, state):
        self.__dict__.update(state)
        for name in ("_optimizer_step_pre_hooks", "_optimizer_step_post_hooks",
                     "_optimizer_state_dict_pre_hooks", "_optimizer_state_dict_post_hooks",
                     "_optimizer_load_state_dict_pre_hooks", "_optimizer_load_state_dict_post_hooks"):
            if name not in self.__dict__:
                setattr(self, name, OrderedDict())
        self._patch_step_function()
        self.defaults.setdefault("differentiable", False)

    def __repr__(self):
        text = self.__class__.__name__ + " ("
        for index, group in enumerate(self.param_groups):
            text += "\nParameter Group %d\n" % index
            for key in sorted(group.keys()):
                if key != "params":
                    text += f"    {key}: {group[key]}\n"
        return text + ")"

    def _cuda_graph_capture_health_check(self):
        pass

    def _optimizer_step_code(self):
        """Called after every step (a profiler entry point in PyTorch)."""

    @staticmethod
    def profile_hook_step(func):
        """Wrap a step() so that it runs the step hooks and informs the scope recorder."""

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            self = args[0]
            if _global_optimizer_pre_hooks or self._optimizer_step_pre_hooks:
                for pre_hook in list(_global_optimizer_pre_hooks.values()) + list(
                        self._optimizer_step_pre_hooks.values()):
                    result = pre_hook(self, args, kwargs)
                    if result is not None:
                        if isinstance(result, tuple) and len(result) == 2:
                            args, kwargs = result
                        else:
                            raise RuntimeError(
                                f"{func} must return None or a tuple of (new_args, new_kwargs), but got {result}.")
            if _nns.recording:
                _nns.scope_step(self, 0)
                out = func(*args, **kwargs)
                _nns.scope_step(self, 1)
            else:
                out = func(*args, **kwargs)
            if self._optimizer_step_post_hooks or _global_optimizer_post_hooks:
                for post_hook in list(self._optimizer_step_post_hooks.values()) + list(
                        _global_optimizer_post_hooks.values()):
                    post_hook(self, args, kwargs)
            return out

        return wrapper

    def _patch_step_function(self):
        self._zero_grad_profile_name = "Optimizer.zero_grad#%s.zero_grad" % self.__class__.__name__
        if not getattr(self.__class__.step, "hooked", None):
            self.__class__.step = self.profile_hook_step(self.__class__.step)
            self.__class__.step.hooked = True

    def register_step_pre_hook(self, hook):
        handle = _hook_handle(self._optimizer_step_pre_hooks)
        self._optimizer_step_pre_hooks[handle.id] = hook
        return handle

    def register_step_post_hook(self, hook):
        handle = _hook_handle(self._optimizer_step_post_hooks)
        self._optimizer_step_post_hooks[handle.id] = hook
        return handle

    def register_state_dict_pre_hook(self, hook, prepend=False):
        handle = _hook_handle(self._optimizer_state_dict_pre_hooks)
        self._optimizer_state_dict_pre_hooks[handle.id] = hook
        if prepend:
            self._optimizer_state_dict_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_state_dict_post_hook(self, hook, prepend=False):
        handle = _hook_handle(self._optimizer_state_dict_post_hooks)
        self._optimizer_state_dict_post_hooks[handle.id] = hook
        if prepend:
            self._optimizer_state_dict_post_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_load_state_dict_pre_hook(self, hook, prepend=False):
        handle = _hook_handle(self._optimizer_load_state_dict_pre_hooks)
        self._optimizer_load_state_dict_pre_hooks[handle.id] = hook
        if prepend:
            self._optimizer_load_state_dict_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_load_state_dict_post_hook(self, hook, prepend=False):
        handle = _hook_handle(self._optimizer_load_state_dict_post_hooks)
        self._optimizer_load_state_dict_post_hooks[handle.id] = hook
        if prepend:
            self._optimizer_load_state_dict_post_hooks.move_to_end(handle.id, last=False)
        return handle

    @_plain_wrapper
    def state_dict(self):
        """The optimizer's state as a dict: 'state' keyed by parameter
        indices and 'param_groups' with 'params' as index lists (last key)."""
        for hook in self._optimizer_state_dict_pre_hooks.values():
            hook(self)
        index_of = {}
        next_index = 0
        groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            for offset, p in enumerate(group["params"]):
                if id(p) not in index_of:
                    index_of[id(p)] = next_index + offset
            packed["params"] = [index_of[id(p)] for p in group["params"]]
            next_index += len(packed["params"])
            groups.append(packed)
        packed_state = {}
        for key, value in self.state.items():
            packed_state[index_of[id(key)] if isinstance(key, torch.Tensor) else key] = value
        result = {"state": packed_state, "param_groups": groups}
        for hook in self._optimizer_state_dict_post_hooks.values():
            replaced = hook(self, result)
            if replaced is not None:
                result = replaced
        return result

    @_plain_wrapper
    def load_state_dict(self, state_dict):
        """Load a state produced by state_dict() (parameters matched by position)."""
        state_dict = state_dict.copy()
        for hook in self._optimizer_load_state_dict_pre_hooks.values():
            replaced = hook(self, state_dict)
            if replaced is not None:
                state_dict = replaced
        groups = self.param_groups
        saved_groups = deepcopy(state_dict["param_groups"])
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        for g, s in zip(groups, saved_groups):
            if len(g["params"]) != len(s["params"]):
                raise ValueError(
                    "loaded state dict contains a parameter group that doesn't match the size of optimizer's group")
        param_of = {}
        for g, s in zip(groups, saved_groups):
            for saved_id, p in zip(s["params"], g["params"]):
                param_of[saved_id] = p
        state = defaultdict(dict)
        for key, value in state_dict["state"].items():
            if key in param_of:
                param = param_of[key]
                state[param] = _cast_state(param, value)
            else:
                state[key] = value
        new_groups = []
        for g, s in zip(groups, saved_groups):
            s["params"] = g["params"]
            if "param_names" in g and "param_names" not in s:
                s["param_names"] = g["param_names"]
            new_groups.append(s)
        self.__setstate__({"state": state, "param_groups": new_groups})
        for hook in self._optimizer_load_state_dict_post_hooks.values():
            hook(self)

    @_plain_wrapper
    def zero_grad(self, set_to_none=True):
        """Reset the gradients of all optimized tensors (to None by default)."""
        _nns.zero_grad(self.param_groups, set_to_none)

    def step(self, closure=None):
        """Perform a single optimization step."""
        raise NotImplementedError

    @_plain_wrapper
    def add_param_group(self, param_group):
        """Add a parameter group (a dict with 'params' and optional settings)."""
        if not isinstance(param_group, dict):
            raise TypeError("param_group must be a dict, but got " + str(type(param_group)))
        params = param_group["params"]
        if isinstance(params, torch.Tensor):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError(
                "optimizer parameters need to be organized in ordered collections, but the ordering of "
                "tensors in sets will change between runs. Please use a list instead.")
        else:
            param_group["params"] = list(params)

        tensors = []
        names = []
        for item in param_group["params"]:
            if isinstance(item, tuple):
                names.append(item[0])
                tensors.append(item[1])
            else:
                tensors.append(item)
        param_group["params"] = tensors
        if names:
            if len(names) != len(tensors):
                raise ValueError("all optimizer params should be with/without names. Some param names are missing")
            param_group["param_names"] = names

        differentiable = self.defaults.get("differentiable", None)
        for p in tensors:
            if not isinstance(p, torch.Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is " + torch.typename(p))
            if not differentiable and not (p.is_leaf or getattr(p, "retains_grad", False)):
                raise ValueError("can't optimize a non-leaf Tensor")

        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(
                    f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)

        if len(tensors) != len(set(tensors)):
            _warn_from(
                "optimizer contains a parameter group with duplicate parameters; in future, this will cause "
                "an error; see github.com/pytorch/pytorch/issues/40967 for more information", _DUP_PARAMS_AT)

        seen = set()
        for group in self.param_groups:
            seen.update(set(group["params"]))
            if ("param_names" in param_group) != ("param_names" in group):
                which = "with names" if "param_names" in param_group else "without names"
                raise ValueError(
                    "all optimizer param groups should be with/without names. "
                    f"cannot add param group {which} to the optimizer")
        if not seen.isdisjoint(set(tensors)):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)


def _check_nonnegative(*checks):
    """Constructor argument checks: for each (description, value) in order,
    ValueError 'Invalid <description>: <value>' unless 0.0 <= value (so NaN
    is refused too)."""
    for description, value in checks:
        if not 0.0 <= value:
            raise ValueError(f"Invalid {description}: {value}")


def _check_tensor_lr(lr):
    if isinstance(lr, torch.Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")


def _run_closure(closure):
    """Evaluate a step closure with gradients enabled."""
    if closure is None:
        return None
    with torch.enable_grad():
        return closure()
