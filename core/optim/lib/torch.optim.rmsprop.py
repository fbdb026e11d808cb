"""torch.optim.rmsprop: RMSprop (alpha, eps, centered, momentum, weight
decay, maximize); the update runs natively per group."""
import torch
from torch.optim import _nns
from torch.optim.optimizer import Optimizer, _check_nonnegative, _check_tensor_lr, _run_closure

__all__ = ["RMSprop", "rmsprop"]


# options added after the first release, filled in for old pickles (in PyTorch's order)
_LATER_OPTIONS = (("momentum", 0), ("centered", False), ("foreach", None), ("maximize", False),
                  ("differentiable", False), ("capturable", False))


class RMSprop(Optimizer):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        _check_tensor_lr(lr)
        _check_nonnegative(("learning rate", lr), ("epsilon value", eps), ("momentum value", momentum),
                           ("weight_decay value", weight_decay), ("alpha value", alpha))
        defaults = dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered,
                        weight_decay=weight_decay, capturable=capturable, foreach=foreach,
                        maximize=maximize, differentiable=differentiable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            for key, default in _LATER_OPTIONS:
                group.setdefault(key, default)

    def step(self, closure=None):
        """Perform a single optimization step."""
        loss = _run_closure(closure)
        state = self.state
        for group in self.param_groups:
            _nns.rmsprop(state, group["params"], group["lr"], group["alpha"], group["eps"],
                         group["weight_decay"], group["momentum"], group["centered"], group["maximize"])
        return loss


def rmsprop(*args, **kwargs):
    raise NotImplementedError("torch.optim.rmsprop.rmsprop (functional form) is not supported by nnscope")
