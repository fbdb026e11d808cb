"""The less common losses of torch.nn.functional, written over tensor ops in
the order ATen's composite implementations use (so the values, the autograd
graph and its grad_fn names match). The three losses PyTorch computes in a
dedicated CPU kernel (soft margin, multi margin, multilabel margin) are
custom autograd Functions whose forward and backward follow that kernel's
loop and accumulation order."""
import math
import warnings

import torch
from torch.autograd.function import Function
from torch.nn.modules._helpers import _torch_site, _warn_from

__all__ = [
    "cosine_embedding_loss", "gaussian_nll_loss", "hinge_embedding_loss", "margin_ranking_loss",
    "multi_margin_loss", "multilabel_margin_loss", "multilabel_soft_margin_loss", "poisson_nll_loss",
    "soft_margin_loss", "triplet_margin_loss", "triplet_margin_with_distance_loss",
]

# ATen's EPSILON for cosine_embedding_loss is a float constant (1e-12f).
_EPS12 = 9.999999960041972e-13


def _legacy_string(size_average, reduce):
    """The reduction string for the deprecated flags, with PyTorch's warning."""
    reducing = True if reduce is None else reduce
    averaging = True if size_average is None else size_average
    mode = "none" if not reducing else ("mean" if averaging else "sum")
    _warn_from(f"size_average and reduce args will be deprecated, please use reduction='{mode}' instead.",
               _torch_site("nn/_reduction.py", 51, "warnings.warn(warning.format(ret))"))
    return mode


def _reduction(size_average, reduce, reduction):
    """The checked reduction string (as _Reduction.get_enum)."""
    if size_average is not None or reduce is not None:
        return _legacy_string(size_average, reduce)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return reduction


def _fused(name, inputs, out):
    from torch.nn._functional_py import _fused as f
    return f(name, inputs, out)


# ATen's C++ arithmetic with a double: tensor + s and tensor - s are the Scalar
# overloads (AddBackward1 / SubBackward1, one edge); s - tensor fills a tensor
# with s and subtracts (SubBackward0 with no edge for the constant).
def _add_s(t, s):
    return _fused("AddBackward1", (t,), t + s)


def _sub_s(t, s):
    return _fused("SubBackward1", (t,), t - s)


def _rsub_s(s, t):
    return torch.full_like(t, s) - t


def _reduce(loss, reduction):
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {input1.size()}, input2: {input2.size()}, target: {target.size()} ")
    out = _add_s(-target * (input1 - input2), margin).clamp_min(0)
    return _reduce(out, reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    zeros = torch.zeros_like(input)
    below = torch.where(target != 1, _rsub_s(margin, input).clamp_min(0), zeros)
    own = torch.where(target != -1, input, zeros)
    return _reduce(below + own, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    d = target.dim()
    if d not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if d == 1 and input1.dim() != 2:
        raise RuntimeError(f"1D target tensor expects 2D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    if d == 0 and input1.dim() != 1:
        raise RuntimeError(f"0D target tensor expects 1D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    dot = (input1 * input2).sum(d)
    sq1 = _add_s((input1 * input1).sum(d), _EPS12)
    sq2 = _add_s((input2 * input2).sum(d), _EPS12)
    cos = dot / (sq1 * sq2).sqrt_()
    zeros = torch.zeros_like(cos)
    pos = torch.where(target == 1, _rsub_s(1, cos), zeros)
    neg = torch.where(target == -1, _sub_s(cos, margin).clamp_min(0), zeros)
    return _reduce(pos + neg, reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    _triplet_dims(anchor, positive, negative)
    pd = torch.nn.functional.pairwise_distance
    d_pos = pd(anchor, positive, p, eps)
    d_neg = pd(anchor, negative, p, eps)
    if swap:
        d_neg = torch.min(d_neg, pd(positive, negative, p, eps))
    return _reduce(torch.clamp_min(_add_s(d_pos, margin) - d_neg, 0), reduction)


def _triplet_dims(anchor, positive, negative):
    a, p, n = anchor.ndim, positive.ndim, negative.ndim
    if not (a == p and p == n):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a}D, positive {p}D, and negative {n}D inputs")


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0,
                                      swap=False, reduction="mean"):
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    _triplet_dims(anchor, positive, negative)
    dist = distance_function if distance_function is not None else torch.nn.functional.pairwise_distance
    d_pos = dist(anchor, positive)
    d_neg = dist(anchor, negative)
    if swap:
        d_neg = torch.minimum(d_neg, dist(positive, negative))
    return _reduce(torch.clamp_min(_add_s(d_pos, margin) - d_neg, 0), reduction)


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                     reduction="mean"):
    if size_average is not None or reduce is not None:
        reduction = _legacy_string(size_average, reduce)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    if log_input:
        loss = torch.exp(input) - target * input
    else:
        loss = input - target * torch.log(_add_s(input, eps))
    if full:
        stirling = target * torch.log(target) - target + 0.5 * torch.log(2 * math.pi * target)
        loss += stirling.masked_fill(target <= 1, 0)
    return _reduce(loss, reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * torch.ones_like(input)
    elif torch.any(var < 0):
        raise ValueError("var has negative entry/entries")
    if var.size() != input.size():
        if input.size()[:-1] == var.size():
            var = torch.unsqueeze(var, -1)
        elif not (input.size()[:-1] == var.size()[:-1] and var.size(-1) == 1):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    var = var.clone()
    with torch.no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)
    if full:
        loss += 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    if size_average is not None or reduce is not None:
        reduction = _legacy_string(size_average, reduce)
    F = torch.nn.functional
    loss = -(target * F.logsigmoid(input) + (1 - target) * F.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = loss.sum(dim=class_dim) / input.size(class_dim)
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    raise ValueError(reduction + " is not valid")


# ---------------------------------------------------------------- kernel-backed losses

def _kernel_function(name, forward, backward):
    """A Function class whose graph node is called `name`; the node's
    _saved_self is the input, which every such forward saves first."""
    cls = type("_Kernel" + name, (Function,), {"forward": staticmethod(forward), "backward": staticmethod(backward)})
    cls._backward_cls = type(name, (cls._backward_cls,), {"_saved_self": property(lambda n: n.saved_tensors[0])})
    return cls


def _as_dtype(value, like):
    return torch.tensor(value, dtype=like.dtype)


def _soft_margin_forward(ctx, input, target, reduction):
    ctx.save_for_backward(input, target)
    ctx.reduction = reduction
    out = torch.neg(input).mul_(target).exp_().add_(1.0).log_()
    return _reduce(out, reduction)


def _soft_margin_backward(ctx, grad):
    input, target = ctx.saved_tensors
    norm = 1.0 / input.numel() if ctx.reduction == "mean" else 1.0
    z = torch.exp(-target * input)
    g = torch.mul(target, z).mul_(-norm)
    z.add_(1)
    return g.div_(z).mul_(grad), None, None


_SoftMarginLoss = _kernel_function("SoftMarginLossBackward0", _soft_margin_forward, _soft_margin_backward)


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    return _fused("SoftMarginLossBackward0", (input,), _SoftMarginLoss.apply(input, target, reduction))


def _frames(input, target, what):
    """(nframe, dim) of a multi-class margin loss input, with ATen's checks."""
    nd = input.dim()
    if not ((nd == 2 and input.size(1) != 0) or (nd == 1 and input.size(0) != 0) or nd == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{list(input.shape)}")
    if nd <= 1:
        return 1, (1 if nd == 0 else input.size(0))
    return input.size(0), input.size(1)


def _multi_margin_forward(ctx, input, target, p, margin, weight, reduction):
    nframe, dim = _frames(input, target, "multi_margin")
    x = input.detach().contiguous().view(nframe, dim)
    t = target.contiguous().view(-1)
    if t.numel() and (int(t.min()) < 0 or int(t.max()) >= dim):
        raise RuntimeError("target out of range")
    ctx.save_for_backward(input, target)
    ctx.args = (p, margin, weight, reduction, nframe, dim)
    xt = x.gather(1, t.view(-1, 1))
    z = (_as_dtype(margin, x) - xt) + x
    h = z if p == 1 else z * z
    if weight is not None:
        h = h * weight.to(x.dtype)[t].view(-1, 1)
    keep = (z > 0) & (torch.arange(dim).view(1, -1) != t.view(-1, 1))
    h = torch.where(keep, h, torch.zeros_like(h))
    rows = torch.zeros(nframe, dtype=x.dtype)
    for d in range(dim):
        rows = rows + h[:, d]
    rows = rows / dim
    if reduction == "none" and target.dim() > 0:
        return rows
    acc = 0.0
    for v in rows.tolist():
        acc += v
    if reduction == "mean":
        acc /= nframe
    return torch.tensor(acc, dtype=x.dtype)


def _multi_margin_backward(ctx, grad):
    input, target = ctx.saved_tensors
    p, margin, weight, reduction, nframe, dim = ctx.args
    x = input.contiguous().view(nframe, dim)
    t = target.contiguous().view(-1)
    g = _as_dtype(1.0 / (nframe * dim) if reduction == "mean" else 1.0 / dim, x)
    xt = x.gather(1, t.view(-1, 1))
    z = (_as_dtype(margin, x) - xt) + x
    h = g.expand_as(z).clone() if p == 1 else (2 * g) * z
    if weight is not None:
        h = h * weight.to(x.dtype)[t].view(-1, 1)
    keep = (z > 0) & (torch.arange(dim).view(1, -1) != t.view(-1, 1))
    h = torch.where(keep, h, torch.zeros_like(h))
    own = torch.zeros(nframe, dtype=x.dtype)
    for d in range(dim):
        own = own - h[:, d]
    h.scatter_(1, t.view(-1, 1), own.view(-1, 1))
    if reduction != "none" or grad.dim() == 0:
        h = h * grad.reshape(())
    else:
        h = h * grad.view(-1, 1)
    return h.view(input.shape), None, None, None, None, None


_MultiMarginLoss = _kernel_function("MultiMarginLossBackward0", _multi_margin_forward, _multi_margin_backward)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                      reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    nframe, dim = _frames(input, target, "multi_margin")
    if not (target.dim() <= 1 and target.numel() == nframe):
        raise RuntimeError(f"inconsistent target size, expected {nframe} but got {list(target.shape)}")
    return _fused("MultiMarginLossBackward0", (input,), _MultiMarginLoss.apply(input, target, p, margin, weight, reduction))


def _multilabel_check(input, target):
    nframe, dim = _frames(input, target, "multilabel_margin")
    if input.dim() <= 1:
        ok = target.dim() <= 1 and target.numel() == dim
    else:
        ok = target.dim() == 2 and target.size(0) == nframe and target.size(1) == dim
    if not ok:
        raise RuntimeError(f"inconsistent target size: {list(target.shape)} for input of size: {list(input.shape)}")
    return nframe, dim


def _multilabel_rows(x, t, nframe, dim):
    """Per frame: the list of (target index, hinge terms z over non-targets)."""
    rows = []
    for f in range(nframe):
        idx = []
        for v in t[f].tolist():
            if v < 0:
                break
            idx.append(v)
        is_t = torch.zeros(dim, dtype=torch.bool)
        if idx:
            is_t[torch.tensor(idx)] = True
        one = torch.ones((), dtype=x.dtype)
        terms = []
        for j in idx:
            z = (one - x[f, j]) + x[f]
            terms.append((j, [(d, v) for d, v in enumerate(z.tolist()) if not is_t[d] and v > 0]))
        rows.append(terms)
    return rows


def _multilabel_forward(ctx, input, target, reduction):
    nframe, dim = _multilabel_check(input, target)
    x = input.detach().contiguous().view(nframe, dim)
    t = target.contiguous().view(nframe, dim)
    if t.numel() and (int(t.min()) < -1 or int(t.max()) >= dim):
        raise RuntimeError("argument #2 'target' is out of range")
    rows = _multilabel_rows(x, t, nframe, dim)
    ctx.save_for_backward(input)
    ctx.args = (rows, reduction, nframe, dim, target.dim())
    sums = []
    for terms in rows:
        acc = 0.0
        for _, zs in terms:
            for _, v in zs:
                acc += v
        sums.append(acc)
    if reduction != "none" or target.dim() <= 1:
        total = 0.0
        for s in sums:
            total += s
        total /= dim
        if reduction == "mean":
            total /= nframe
        return torch.tensor(total, dtype=x.dtype)
    return torch.tensor(sums, dtype=x.dtype) / dim


def _multilabel_backward(ctx, grad):
    input, = ctx.saved_tensors
    rows, reduction, nframe, dim, tdim = ctx.args
    g = _as_dtype(1.0 / (nframe * dim) if reduction == "mean" else 1.0 / dim, input)
    out = torch.zeros(nframe, dim, dtype=input.dtype)
    for f, terms in enumerate(rows):
        for j, zs in terms:
            for d, _ in zs:
                out[f, j] -= g
                out[f, d] += g
    if reduction != "none" or grad.dim() == 0:
        out = out * grad.reshape(())
    else:
        out = out * grad.view(-1, 1)
    return out.view(input.shape), None, None


_MultilabelMarginLoss = _kernel_function("MultilabelMarginLossBackward0", _multilabel_forward, _multilabel_backward)


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    return _fused("MultilabelMarginLossBackward0", (input,), _MultilabelMarginLoss.apply(input, target, reduction))
