# Graph walks of gradients computed with create_graph=True: the double-backward node names.
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
            for attr in ("_saved_self", "_saved_other", "_saved_result", "_saved_mat1", "_saved_mat2"):
                try:
                    line += " %s=%s" % (attr[7:], summ(getattr(fn, attr)))
                except AttributeError:
                    pass
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
x = torch.randn(3, 4, requires_grad=True)
w = torch.randn(4, 2, requires_grad=True)
m = torch.randn(3, 4, requires_grad=True)


def grad_of(f, *inp):
    out = f()
    gs = torch.autograd.grad(out, inp, create_graph=True)
    return gs


cases = [
    ("mul", lambda: grad_of(lambda: (x * m).sum(), x, m)),
    ("pow2", lambda: grad_of(lambda: (x ** 2).sum(), x)),
    ("pow3_scalar_base", lambda: grad_of(lambda: (2 ** x).sum(), x)),
    ("rsub", lambda: grad_of(lambda: (1 - x).pow(2).sum(), x)),
    ("div", lambda: grad_of(lambda: (x / m).sum(), x, m)),
    ("mm", lambda: grad_of(lambda: (x @ w).sum(), x, w)),
    ("matmul_vec", lambda: grad_of(lambda: (x @ w[:, 0]).sum(), x)),
    ("exp", lambda: grad_of(lambda: x.exp().sum(), x)),
    ("tanh", lambda: grad_of(lambda: x.tanh().sum(), x)),
    ("sigmoid", lambda: grad_of(lambda: torch.sigmoid(x).sum(), x)),
    ("relu", lambda: grad_of(lambda: F.relu(x).sum(), x)),
    ("softmax", lambda: grad_of(lambda: (F.softmax(x, 1) * m).sum(), x)),
    ("log_softmax", lambda: grad_of(lambda: F.log_softmax(x, 1)[:, 0].sum(), x)),
    ("mse", lambda: grad_of(lambda: F.mse_loss(x, m), x)),
    ("ce", lambda: grad_of(lambda: F.cross_entropy(x, torch.tensor([0, 1, 3])), x)),
    ("linear", lambda: grad_of(lambda: F.linear(x, w.t()).pow(2).sum(), x)),
    ("view_t", lambda: grad_of(lambda: (x.t().reshape(-1) * 2).sum(), x)),
    ("mean", lambda: grad_of(lambda: x.mean(), x)),
    ("norm", lambda: grad_of(lambda: x.norm(), x)),
    ("sin_cos", lambda: grad_of(lambda: (x.sin() * x.cos()).sum(), x)),
]
for name, f in cases:
    show(name, f)

g, = torch.autograd.grad((x ** 3).sum(), x, create_graph=True)
g2, = torch.autograd.grad(g.sum(), x, create_graph=True)
show("third_order", lambda: g2)
y = (x.sin() ** 2).sum()
x.grad = torch.autograd.grad(y, x, create_graph=True)[0]
show("backward_create_graph", lambda: x.grad)
print(x.grad.requires_grad)
