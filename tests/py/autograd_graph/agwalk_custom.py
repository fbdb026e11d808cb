# Graph walks of custom autograd.Function nodes (save_for_backward, mark_dirty,
# mark_non_differentiable, once_differentiable), checkpoint, and node API (name, metadata,
# hooks).
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


import torch.utils.checkpoint as cp
from torch.autograd.function import once_differentiable

torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)


class MyMul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, y):
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, g):
        x, y = ctx.saved_tensors
        return g * y, g * x


class Double_(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_dirty(x)
        return x.mul_(2)

    @staticmethod
    def backward(ctx, g):
        return g * 2


class SortIdx(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        v, i = x.sort(-1)
        ctx.mark_non_differentiable(i)
        ctx.save_for_backward(i)
        return v, i

    @staticmethod
    def backward(ctx, gv, gi):
        (i,) = ctx.saved_tensors
        return torch.zeros_like(gv).scatter(-1, i, gv)


class Once(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.exp()

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * x.exp()


class WithConst(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k, y):
        ctx.k = k
        return x * k + y

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None, g


show("mymul", lambda: MyMul.apply(a, b))
show("mymul_chain", lambda: MyMul.apply(a.exp(), b[0]).sum())
y = MyMul.apply(a, b)
print(type(y.grad_fn).__name__, y.grad_fn.name(), [type(t).__name__ for t in y.grad_fn.saved_tensors])
print(len(y.grad_fn.next_functions), y.grad_fn.next_functions[0][1])
show("dirty", lambda: Double_.apply(a.clone()))
v, i = SortIdx.apply(a * 1)
print(v.grad_fn.name(), i.grad_fn, i.requires_grad)
show("sortidx", lambda: v.sum())
show("once", lambda: Once.apply(a).sum())
show("withconst", lambda: WithConst.apply(a, 3.0, b))
show("withconst_nograd_y", lambda: WithConst.apply(a, 3.0, torch.ones(3, 4)))
o = Once.apply(a)
g, = torch.autograd.grad(o.sum(), a, create_graph=True)
print(g.grad_fn.name() if g.grad_fn is not None else None)
try:
    g.sum().backward()
except Exception as e:
    print(type(e).__name__, e)

# checkpoint
lin = nn.Linear(4, 4)


def block(t):
    return torch.relu(lin(t)) * 2


show("checkpoint", lambda: cp.checkpoint(block, a, use_reentrant=False).sum())
show("checkpoint_reentrant", lambda: cp.checkpoint(block, a, use_reentrant=True).sum())
show("checkpoint_seq", lambda: cp.checkpoint_sequential(nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 2)), 2, a, use_reentrant=False).sum())

# node API
y = (a * b).sum()
fn = y.grad_fn
print(fn.name(), type(fn).__name__, fn.metadata, isinstance(fn.metadata, dict))
fn.metadata["tag"] = 1
print(y.grad_fn.metadata)
log = []
h1 = fn.register_hook(lambda gi, go: log.append(("hook", len(gi), len(go))))
h2 = fn.register_prehook(lambda go: log.append(("pre", len(go))))
mb = fn.next_functions[0][0]
h3 = mb.register_hook(lambda gi, go: log.append(("mul", [None if t is None else tuple(t.shape) for t in gi])))
y.backward(retain_graph=True)
print(log)
h1.remove(); h2.remove(); h3.remove()
log.clear()
y.backward()
print(log)
acc = fn.next_functions[0][0].next_functions[0][0]
print(acc.name(), acc.variable is a, acc.next_functions, acc.metadata)
print(isinstance(fn, torch.autograd.graph.Node), isinstance(acc, torch.autograd.graph.Node))
