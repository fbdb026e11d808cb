# einsum's recorded graph (PyTorch's diagonal/unsqueeze/permute/bmm/view decomposition)
# and its values and gradients for diagonals, ellipses, three operands and broadcasting.
import torch
import torch.nn as nn
import torch.nn.functional as F


def summ(v):
    if isinstance(v, torch.Tensor):
        return "T%s" % (tuple(v.shape),)
    if isinstance(v, float):
        return repr(round(v, 4))
    if isinstance(v, (tuple, list)):
        return "(" + ",".join(summ(x) for x in v) + ")"
    return repr(v)


def walk(root, saved=False, limit=400):
    # each node once, numbered in first-visit order; edges as (child, input_nr)
    seen = []
    out = []

    def num(fn):
        for k, s in enumerate(seen):
            if s is fn:
                return k, False
        seen.append(fn)
        return len(seen) - 1, True

    def go(fn, depth):
        if len(out) > limit:
            return
        k, new = num(fn)
        if not new:
            out.append("  " * depth + "#%d (again)" % k)
            return
        line = "  " * depth + "#%d %s" % (k, fn.name())
        if saved:
            for attr in dir(fn):
                if attr.startswith("_saved_"):
                    try:
                        line += " %s=%s" % (attr[7:], summ(getattr(fn, attr)))
                    except Exception as e:
                        line += " %s=<%s>" % (attr[7:], type(e).__name__)
        out.append(line)
        for f, i in fn.next_functions:
            if f is None:
                out.append("  " * (depth + 1) + "None %d" % i)
            else:
                out.append("  " * (depth + 1) + "<- %d" % i)
                go(f, depth + 1)

    go(root, 0)
    print("\n".join(out))


def show(name, f, saved=False):
    print("==", name)
    try:
        y = f()
        ys = y if isinstance(y, (tuple, list)) else (y,)
        for t in ys:
            if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                walk(t.grad_fn, saved)
            elif isinstance(t, torch.Tensor):
                print("no grad_fn", t.requires_grad)
            else:
                print("not a tensor", type(t).__name__)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(4, 5, requires_grad=True)
c = torch.randn(5, 2, requires_grad=True)
sq = torch.randn(3, 3, requires_grad=True)
x = torch.randn(2, 3, 4, requires_grad=True)
y = torch.randn(2, 4, 3, requires_grad=True)
v = torch.randn(4, requires_grad=True)
one = torch.randn(1, 4, requires_grad=True)
cases = [
    ("ij,jk,kl->il", (a, b, c)), ("ii->i", (sq,)), ("ii->", (sq,)), ("ij->ji", (a,)), ("ij->j", (a,)),
    ("bij,bjk->bik", (x, y)), ("...ij,...jk->...ik", (x, y)), ("b...,b...->b", (x, x)),
    ("i,i->", (v, v)), ("ij,j->i", (a, v)), ("ij,ij->ij", (a, a)), ("ij,kj->ik", (a, one)),
    ("bij->bji", (x,)), ("ijk", (x,)), ("ij,jk", (a, b)), ("bij,bkj->bik", (x, x)),
    ("i,j,k->ijk", (v, v[:2], v[:3])), ("iij->j", (torch.randn(2, 2, 3, requires_grad=True),)),
]
for eq, ops in cases:
    print("==", eq)
    try:
        r = torch.einsum(eq, *ops)
        print(tuple(r.shape), [round(float(t), 3) for t in r.reshape(-1)[:6]])
        walk(r.grad_fn)
        g = torch.autograd.grad(r.sum(), ops[0])[0]
        print("grad", [round(float(t), 3) for t in g.reshape(-1)[:6]])
    except Exception as e:
        print(type(e).__name__, e)
for bad in [("ij,jk->ik", (a, a)), ("ii->i", (a,)), ("ij->k", (a,)), ("ij,jk->ii", (a, b))]:
    try:
        torch.einsum(bad[0], *bad[1])
    except Exception as e:
        print(type(e).__name__, e)
