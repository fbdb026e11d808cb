"""torch.optim.adamw: AdamW (decoupled weight decay); the update runs
natively per group."""
from torch.optim import _nns
from torch.optim.adam import _adam_setstate, _check_adam_args, _check_fused
from torch.optim.optimizer import Optimizer, _run_closure, ParamsT, _LrT, _BetasT, Optional

__all__ = ["AdamW", "adamw"]


class AdamW(Optimizer):
    def __init__(self, params: ParamsT, lr: _LrT = 1e-3, betas: _BetasT = (0.9, 0.999), eps: float = 1e-8,
                 weight_decay: float = 1e-2, amsgrad: bool = False, *, maximize: bool = False,
                 foreach: Optional[bool] = None, capturable: bool = False, differentiable: bool = False,
                 fused: Optional[bool] = None):
        _check_adam_args(lr, betas, eps, weight_decay, foreach, capturable)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad,
                        foreach=foreach, maximize=maximize, capturable=capturable,
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
                      group["weight_decay"], group["amsgrad"], group["maximize"], True)
        return loss


def adamw(*args, **kwargs):
    raise NotImplementedError("torch.optim.adamw.adamw (functional form) is not supported by nnscope")
