"""torch.optim.adadelta: Adadelta (PyTorch 2.6's single-tensor update)."""
import torch
from torch.optim import _nns
from torch.optim._single import _check_common, _grads_of, _setstate_steps
from torch.optim.optimizer import Optimizer, _run_closure

__all__ = ["Adadelta", "adadelta"]


def _init(p, state):
    state["step"] = torch.zeros((), dtype=torch.float32)
    state["square_avg"] = torch.zeros_like(p)
    state["acc_delta"] = torch.zeros_like(p)


class Adadelta(Optimizer):
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, capturable=False,
                 maximize=False, differentiable=False):
        if isinstance(lr, torch.Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        _check_common(lr, eps=eps, weight_decay=weight_decay)
        defaults = dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize,
                        capturable=capturable, foreach=foreach, differentiable=differentiable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        _setstate_steps(self, (("foreach", None), ("maximize", False), ("differentiable", False),
                               ("capturable", False)))

    def step(self, closure=None):
        loss = _run_closure(closure)
        with torch.no_grad():
            for group in self.param_groups:
                lr, rho, eps, wd = group["lr"], group["rho"], group["eps"], group["weight_decay"]
                for param, grad, state in _grads_of(self, group, "Adadelta", _init):
                    state["step"] += 1
                    _nns.pointwise("adadelta", (param, grad, state["square_avg"], state["acc_delta"]),
                                   (lr, rho, eps, wd), int(group["maximize"]))
        return loss


def adadelta(*args, **kwargs):
    raise NotImplementedError("torch.optim.adadelta.adadelta (functional form) is not supported by nnscope")
