"""torch.optim.nadam: NAdam (PyTorch 2.6's single-tensor update)."""
import torch
from torch.optim import _nns
from torch.optim._single import _check_common, _grads_of, _setstate_steps
from torch.optim.optimizer import Optimizer, _run_closure

__all__ = ["NAdam", "nadam"]


def _init(p, state):
    state["step"] = torch.tensor(0.0, dtype=torch.float32)
    state["mu_product"] = torch.tensor(1.0, dtype=torch.float32)
    state["exp_avg"] = torch.zeros_like(p)
    state["exp_avg_sq"] = torch.zeros_like(p)


class NAdam(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        _check_common(lr, eps=eps, betas=betas, weight_decay=weight_decay)
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        decoupled_weight_decay=decoupled_weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, differentiable=differentiable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        _setstate_steps(self, (("maximize", False), ("foreach", None), ("capturable", False),
                               ("differentiable", False), ("decoupled_weight_decay", False)))
        for group in self.param_groups:
            for p in group["params"]:
                st = self.state.get(p, [])
                if len(st) != 0 and not torch.is_tensor(st["mu_product"]):
                    st["mu_product"] = torch.tensor(st["mu_product"], dtype=torch.float32)

    def step(self, closure=None):
        loss = _run_closure(closure)
        with torch.no_grad():
            for group in self.param_groups:
                beta1, beta2 = group["betas"]
                lr, eps, wd, md = group["lr"], group["eps"], group["weight_decay"], group["momentum_decay"]
                for param, grad, state in _grads_of(self, group, "NAdam", _init):
                    mu_product, step_t = state["mu_product"], state["step"]
                    step_t += 1
                    step = step_t.item()
                    bias_correction2 = 1 - beta2 ** step
                    mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * md)))
                    mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * md)))
                    mu_product *= mu
                    prod = mu_product.item()
                    v1 = -lr * (1.0 - mu) / (1.0 - prod)
                    v2 = (-lr * mu_next) / (1.0 - prod * mu_next)
                    flags = int(group["maximize"]) | (2 if group["decoupled_weight_decay"] else 0)
                    _nns.pointwise("nadam", (param, grad, state["exp_avg"], state["exp_avg_sq"]),
                                   (beta1, beta2, eps, wd, lr, bias_correction2, v1, v2), flags)
        return loss


def nadam(*args, **kwargs):
    raise NotImplementedError("torch.optim.nadam.nadam (functional form) is not supported by nnscope")
