"""torch.optim.adagrad: Adagrad (lr_decay, initial_accumulator_value, weight
decay, maximize); state is created at construction; the update runs natively
per group."""
import torch
from torch.optim import _nns
from torch.optim.optimizer import Optimizer, _check_nonnegative, _check_tensor_lr, _run_closure

__all__ = ["Adagrad", "adagrad"]


class Adagrad(Optimizer):
    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        _check_tensor_lr(lr)
        _check_nonnegative(("learning rate", lr), ("lr_decay value", lr_decay), ("weight_decay value", weight_decay),
                           ("initial_accumulator_value value", initial_accumulator_value), ("epsilon value", eps))
        defaults = dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                        initial_accumulator_value=initial_accumulator_value, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)
        if fused:
            if differentiable:
                raise RuntimeError("`fused` does not support `differentiable`")
            if foreach:
                raise RuntimeError("`fused` and `foreach` cannot be `True` together.")
            self._need_device_dtype_check_for_fused = True
        for group in self.param_groups:
            _nns.adagrad_init(self.state, group["params"], initial_accumulator_value)

    def __setstate__(self, state):
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("foreach", None)
            group.setdefault("maximize", False)
            group.setdefault("differentiable", False)
            group.setdefault("fused", None)
        values = list(self.state.values())
        if values and not isinstance(values[0]["step"], torch.Tensor):
            for s in values:
                s["step"] = torch.tensor(float(s["step"]), dtype=torch.float32)

    def share_memory(self):
        pass

    def step(self, closure=None):
        """Perform a single optimization step."""
        loss = _run_closure(closure)
        state = self.state
        for group in self.param_groups:
            _nns.adagrad(state, group["params"], group["lr"], group["lr_decay"], group["weight_decay"],
                         group["eps"], group["maximize"])
        return loss


def adagrad(*args, **kwargs):
    raise NotImplementedError("torch.optim.adagrad.adagrad (functional form) is not supported by nnscope")
