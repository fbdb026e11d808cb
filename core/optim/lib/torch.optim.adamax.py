"""torch.optim.adamax: Adamax (PyTorch 2.6's single-tensor update)."""
import torch
from torch.optim import _nns
from torch.optim._single import _check_common, _grads_of, _setstate_steps
from torch.optim.optimizer import Optimizer, _run_closure

__all__ = ["Adamax", "adamax"]


def _init(p, state):
    state["step"] = torch.tensor(0.0, dtype=torch.float32)
    state["exp_avg"] = torch.zeros_like(p)
    state["exp_inf"] = torch.zeros_like(p)


class Adamax(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        _check_common(lr, eps=eps, betas=betas, weight_decay=weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        _setstate_steps(self, (("foreach", None), ("maximize", False), ("differentiable", False),
                               ("capturable", False)))

    def step(self, closure=None):
        loss = _run_closure(closure)
        with torch.no_grad():
            for group in self.param_groups:
                beta1, beta2 = group["betas"]
                lr, eps, wd = group["lr"], group["eps"], group["weight_decay"]
                for param, grad, state in _grads_of(self, group, "Adamax", _init):
                    step_t = state["step"]
                    step_t += 1
                    clr = lr / (1 - beta1 ** step_t.item())
                    _nns.pointwise("adamax", (param, grad, state["exp_avg"], state["exp_inf"]),
                                   (beta1, beta2, eps, wd, clr), int(group["maximize"]))
        return loss


def adamax(*args, **kwargs):
    raise NotImplementedError("torch.optim.adamax.adamax (functional form) is not supported by nnscope")
