"""torch.optim.radam: RAdam (PyTorch 2.6's single-tensor update)."""
import torch
from torch.optim import _nns
from torch.optim._single import _check_common, _grads_of, _setstate_steps
from torch.optim.optimizer import Optimizer, _run_closure

__all__ = ["RAdam", "radam"]


def _init(p, state):
    state["step"] = torch.tensor(0.0, dtype=torch.float32)
    state["exp_avg"] = torch.zeros_like(p)
    state["exp_avg_sq"] = torch.zeros_like(p)


class RAdam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        _check_common(lr, eps=eps, betas=betas, weight_decay=weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, maximize=maximize,
                        foreach=foreach, capturable=capturable, decoupled_weight_decay=decoupled_weight_decay,
                        differentiable=differentiable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        _setstate_steps(self, (("foreach", None), ("maximize", False), ("differentiable", False),
                               ("decoupled_weight_decay", False), ("capturable", False)))

    def step(self, closure=None):
        loss = _run_closure(closure)
        with torch.no_grad():
            for group in self.param_groups:
                beta1, beta2 = group["betas"]
                lr, eps, wd = group["lr"], group["eps"], group["weight_decay"]
                for param, grad, state in _grads_of(self, group, "RAdam", _init):
                    step_t = state["step"]
                    step_t += 1
                    step = step_t.item()
                    bias_correction1 = 1 - beta1 ** step
                    bias_correction2 = 1 - beta2 ** step
                    rho_inf = 2 / (1 - beta2) - 1
                    rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
                    rect = -1.0
                    if rho_t > 5.0:
                        rect = ((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)) ** 0.5
                    flags = int(group["maximize"]) | (2 if group["decoupled_weight_decay"] else 0)
                    _nns.pointwise("radam", (param, grad, state["exp_avg"], state["exp_avg_sq"]),
                                   (beta1, beta2, eps, wd, lr, bias_correction1, bias_correction2 ** 0.5, rect), flags)
        return loss


def radam(*args, **kwargs):
    raise NotImplementedError("torch.optim.radam.radam (functional form) is not supported by nnscope")
