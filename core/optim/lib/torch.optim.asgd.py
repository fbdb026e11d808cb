"""torch.optim.asgd: averaged SGD (PyTorch 2.6's single-tensor update)."""
import torch
from torch.optim import _nns
from torch.optim._single import _check_common, _setstate_steps
from torch.optim.optimizer import Optimizer, _run_closure

__all__ = ["ASGD", "asgd"]


class ASGD(Optimizer):
    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        _check_common(lr, weight_decay=weight_decay)
        defaults = dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def __setstate__(self, state):
        super().__setstate__(state)
        _setstate_steps(self, (("foreach", None), ("maximize", False), ("differentiable", False),
                               ("capturable", False)))
        for group in self.param_groups:
            for p in group["params"]:
                st = self.state.get(p, [])
                if len(st) != 0:
                    for key in ("eta", "mu"):
                        if not torch.is_tensor(st[key]):
                            st[key] = torch.tensor(float(st[key]), dtype=torch.float32)

    def step(self, closure=None):
        loss = _run_closure(closure)
        with torch.no_grad():
            for group in self.param_groups:
                lr, lambd, alpha, t0, wd = group["lr"], group["lambd"], group["alpha"], group["t0"], \
                    group["weight_decay"]
                for param in group["params"]:
                    if param.grad is None:
                        continue
                    grad = param.grad
                    if grad.is_sparse:
                        raise RuntimeError("ASGD does not support sparse gradients")
                    state = self.state[param]
                    if len(state) == 0:
                        state["step"] = torch.zeros((), dtype=torch.float32)
                        state["eta"] = torch.as_tensor(lr, dtype=torch.float32).clone().detach()
                        state["mu"] = torch.ones((), dtype=torch.float32)
                        state["ax"] = torch.zeros_like(param)
                    mu, ax, eta, step_t = state["mu"], state["ax"], state["eta"], state["step"]
                    step_t += 1
                    eta_value = eta.item()
                    _nns.pointwise("asgd", (param, grad, ax), (1 - lambd * eta_value, -eta_value, mu.item(), wd),
                                   int(group["maximize"]))
                    step = step_t.item()
                    eta.copy_(torch.as_tensor(lr / ((1 + lambd * lr * step) ** alpha)))
                    mu.copy_(torch.as_tensor(1 / max(1, step - t0)))
        return loss


def asgd(*args, **kwargs):
    raise NotImplementedError("torch.optim.asgd.asgd (functional form) is not supported by nnscope")
