"""torch.optim.sgd: stochastic gradient descent (momentum, dampening,
Nesterov, weight decay, maximize); the update runs natively per group."""
import torch
from torch.optim import _nns
from torch.optim.optimizer import Optimizer, _check_tensor_lr, _run_closure, ParamsT, _LrT, Optional

__all__ = ["SGD", "sgd"]


class SGD(Optimizer):
    def __init__(self, params: ParamsT, lr: _LrT = 1e-3, momentum: float = 0, dampening: float = 0,
                 weight_decay: float = 0, nesterov: bool = False, *, maximize: bool = False,
                 foreach: Optional[bool] = None, differentiable: bool = False, fused: Optional[bool] = None):
        _check_tensor_lr(lr)
        # SGD tests `< 0.0` (NaN passes), unlike the other optimizers
        for description, value in (("learning rate", lr), ("momentum value", momentum),
                                   ("weight_decay value", weight_decay)):
            if value < 0.0:
                raise ValueError(f"Invalid {description}: {value}")
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay,
                        nesterov=nesterov, maximize=maximize, foreach=foreach,
                        differentiable=differentiable, fused=fused)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, defaults)
        if fused:
            self._step_supports_amp_scaling = True
            self._need_device_dtype_check_for_fused = True
            if differentiable:
                raise RuntimeError("`fused` does not support `differentiable`")
            if foreach:
                raise RuntimeError("`fused` and `foreach` cannot be `True` together.")

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            for key, default in (("nesterov", False), ("maximize", False), ("foreach", None),
                                 ("differentiable", False), ("fused", False)):
                group.setdefault(key, default)

    def step(self, closure=None):
        """Perform a single optimization step."""
        loss = _run_closure(closure)
        state = self.state
        for group in self.param_groups:
            _nns.sgd(state, group["params"], group["lr"], group["momentum"], group["dampening"],
                     group["weight_decay"], group["nesterov"], group["maximize"])
        return loss


def sgd(*args, **kwargs):
    raise NotImplementedError("torch.optim.sgd.sgd (functional form) is not supported by nnscope")
