"""Shared pieces of the optimizers whose update is written in Python over
tensor ops (Adadelta, Adamax, NAdam, RAdam, ASGD): each runs PyTorch 2.6's
single-tensor CPU sequence of operations (the path a CPU parameter list
takes by default), so every rounding and version bump is the one PyTorch
makes."""
import torch

__all__ = ["_setstate_steps", "_grads_of", "_check_common"]


def _check_common(lr, eps=None, betas=None, weight_decay=None):
    """Constructor checks in PyTorch's order (lr, eps, betas, weight_decay)."""
    if isinstance(lr, torch.Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")
    if eps is not None and not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if betas is not None:
        for i in (0, 1):
            if not 0.0 <= betas[i] < 1.0:
                raise ValueError(f"Invalid beta parameter at index {i}: {betas[i]}")
    if weight_decay is not None and not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


def _setstate_steps(opt, later_options):
    """Fill options missing from an old pickle and turn float steps into
    float32 tensors."""
    for group in opt.param_groups:
        for key, default in later_options:
            group.setdefault(key, default)
        for p in group["params"]:
            st = opt.state.get(p, [])
            if len(st) != 0 and not torch.is_tensor(st["step"]):
                st["step"] = torch.tensor(float(st["step"]), dtype=torch.float32)


def _grads_of(opt, group, name, init):
    """(param, grad, state) of the group's params that have a grad; the state
    of a param seen for the first time is filled by init(p, state)."""
    out = []
    for p in group["params"]:
        if p.grad is None:
            continue
        if p.grad.is_sparse:
            raise RuntimeError(f"{name} does not support sparse gradients")
        state = opt.state[p]
        if len(state) == 0:
            init(p, state)
        out.append((p, p.grad, state))
    return out
