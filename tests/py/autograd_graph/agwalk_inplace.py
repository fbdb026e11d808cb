# Graph walks around in-place ops on views of non-leaf tensors, retain_grad, hooks,
# grad-mode mixes, detach_ and requires_grad_.
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
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)


def inplace_row():
    y = a * 2
    y[0].mul_(3)
    return y


def inplace_slice_add():
    y = a.exp()
    y[:, 1:3] += b[:, :2]
    return y


def inplace_view_chain():
    y = a + 1
    v = y.view(4, 3)
    v.t_()
    v.relu_()
    return y


def inplace_view_result():
    y = a + 1
    v = y[1:]
    v.sigmoid_()
    return v


def inplace_transpose_view():
    y = a.clone()
    y.t()[0].zero_()
    return y


def inplace_diag():
    y = a[:, :3] * 1
    y.diagonal().fill_(1.0)
    return y


def inplace_index_put():
    y = a - b
    y[torch.tensor([0, 2])] = 0.0
    return y


def inplace_masked():
    y = a.clone()
    y.masked_fill_(y > 0, 0.5)
    y.clamp_(min=-1)
    return y


def inplace_unsqueeze_chain():
    y = a * b
    y.unsqueeze_(0)
    y.squeeze_(0)
    y.t_()
    return y


def inplace_copy():
    y = torch.zeros(3, 4)
    y.copy_(a)
    y[1] = b[1]
    return y


cases = [("row", inplace_row), ("slice_add", inplace_slice_add), ("view_chain", inplace_view_chain),
         ("view_result", inplace_view_result), ("transpose_view", inplace_transpose_view),
         ("diag", inplace_diag), ("index_put", inplace_index_put), ("masked", inplace_masked),
         ("unsqueeze_chain", inplace_unsqueeze_chain), ("copy", inplace_copy)]
for name, f in cases:
    show(name, f, saved=True)

# the view's grad_fn is regenerated after the base is modified in place
y = a * 1
v = y[0]
print(v.grad_fn.name(), v._version, y._version)
y.add_(1)
print(v.grad_fn.name(), v._version, y._version)
v2 = y.view(-1)
y[1, 1] = 5.0
print(v2.grad_fn.name(), [type(f).__name__ for f, _ in v2.grad_fn.next_functions])

# retain_grad and hooks do not change the graph
h = a * 2
h.retain_grad()
calls = []
hh = h.register_hook(lambda g: calls.append(tuple(g.shape)))
out = (h * b).sum()
show("retain", lambda: out)
out.backward()
print(calls, h.grad.shape, h.retains_grad, h.is_leaf)
hh.remove()

# grad modes
with torch.no_grad():
    n1 = a * 2
    with torch.enable_grad():
        n2 = a * 3
print(n1.grad_fn, n1.requires_grad, n2.grad_fn.name())
with torch.inference_mode():
    n3 = a + 1
print(n3.requires_grad, n3.is_inference(), n3.grad_fn)
with torch.set_grad_enabled(False):
    n4 = a.sum()
print(n4.grad_fn)


@torch.no_grad()
def f_nograd(t):
    return t * 2


print(f_nograd(a).grad_fn, f_nograd(a).requires_grad)
torch.set_grad_enabled(False)
n5 = a + 1
torch.set_grad_enabled(True)
print(n5.grad_fn, torch.is_grad_enabled())

# detach / detach_ / requires_grad_
d = a * 2
e = d.detach()
print(e.grad_fn, e.requires_grad, e.is_leaf)
d2 = a * 2
d2.detach_()
print(d2.grad_fn, d2.requires_grad, d2.is_leaf)
r = torch.ones(2, 3)
r.requires_grad_()
show("after_requires_grad", lambda: (r * 2).sum(1))
try:
    (a * 2).requires_grad_(False)
except Exception as ex:
    print(type(ex).__name__, ex)
z = (a * 2).detach().requires_grad_()
show("detached_leaf", lambda: z.pow(2).mean())
show("data_use", lambda: a.data * 2 + a)
