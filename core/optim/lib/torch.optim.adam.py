"""torch.optim.adam: Adam (amsgrad, maximize, L2 weight decay); the update
runs natively per group."""
import torch
from torch.optim import _nns
from torch.optim.optimizer import Optimizer, _check_nonnegative, _run_closure, ParamsT, _LrT, _BetasT, Optional

__all__ = ["Adam", "adam"]


def _check_adam_args(lr, betas, eps, weight_decay, foreach, capturable):
    """The argument checks Adam and AdamW share."""
    if isinstance(lr, torch.Tensor):
        if foreach and not capturable:
            raise ValueError("lr as a Tensor is not supported for capturable=False and foreach=True")
        if lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
    _check_nonnegative(("learning rate", lr), ("epsilon value", eps))
    for i in (0, 1):
        if not 0.0 <= betas[i] < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {betas[i]}")
    _check_nonnegative(("weight_decay value", weight_decay))
    both_floats = isinstance(betas[0], float) and isinstance(betas[1], float)
    both_tensors = isinstance(betas[0], torch.Tensor) and isinstance(betas[1], torch.Tensor)
    if not (both_floats or both_tensors):
        raise ValueError("betas must be either both floats or both Tensors")
    for i in (0, 1):
        if isinstance(betas[i], torch.Tensor):
            if not capturable and foreach:
                raise ValueError(
                    f"betas[{i}] as a Tensor is not supported for capturable=False and foreach=True")
            if betas[i].numel() != 1:
                raise ValueError(f"Tensor betas[{i}] must be 1-element")


def _check_fused(opt, fused, differentiable, foreach):
    if fused:
        if differentiable:
            raise RuntimeError("`fused` does not support `differentiable`")
        opt._step_supports_amp_scaling = True
        if foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")


# options added after the first release, filled in for old pickles (in PyTorch's order)
_ADAM_LATER_OPTIONS = (("amsgrad", False), ("maximize", False), ("foreach", None), ("capturable", False),
                       ("differentiable", False), ("fused", None))


def _adam_setstate(opt):
    """Upgrade a loaded Adam/AdamW: missing options, and float step counts
    turned into float32 tensors as current PyTorch keeps them."""
    for group in opt.param_groups:
        for key, default in _ADAM_LATER_OPTIONS:
            group.setdefault(key, default)
        for param in group["params"]:
            per_param = opt.state.get(param, {})
            if per_param and not isinstance(per_param["step"], torch.Tensor):
                per_param["step"] = torch.tensor(float(per_param["step"]), dtype=torch.float32)


class Adam(Optimizer):
    def __init__(self, params: ParamsT, lr: _LrT = 1e-3, betas: _BetasT = (0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 0, amsgrad: bool = False, *, foreach: Optional[bool] = None,
                 maximize: bool = False, capturable: bool = False, differentiable: bool = False,
                 fused: Optional[bool] = None):
        _check_adam_args(lr, betas, eps, weight_decay, foreach, capturable)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
                        maximize=maximize, foreach=foreach, capturable=capturable,
                        differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)
        _check_fused(self, fused, differentiable, foreach)

    def __setstate__(self, state):
        super().__setstate__(state)
        _adam_setstate(self)

    def step(self, closure=None):
        """Perform a single optimization step."""
        loss = _run_closure(closure)
        state = self.state
        for group in self.param_groups:
            beta1, beta2 = group["betas"]
            _nns.adam(state, group["params"], group["lr"], beta1, beta2, group["eps"],
                      group["weight_decay"], group["amsgrad"], group["maximize"], False)
        return loss


def adam(*args, **kwargs):
    raise NotImplementedError("torch.optim.adam.adam (functional form) is not supported by nnscope")
