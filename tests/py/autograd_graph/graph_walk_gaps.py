# Graph walks nnscope does not reproduce yet (tests/known-failures.txt): Python-scalar
# saved attributes, sgn/cumprod/cummax saved tensors, std_mean's shared node, log_ndtr,
# einsum's graph, put, bicubic interpolation.
import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(root):
    # each node once, numbered in first-visit order (depth first); edges as (child, input_nr)
    seen = []
    out = []

    def num(fn):
        for k, s in enumerate(seen):
            if s is fn:
                return k, False
        seen.append(fn)
        return len(seen) - 1, True

    def go(fn, depth):
        if len(out) > 200:
            return
        k, new = num(fn)
        if not new:
            out.append("  " * depth + "#%d (again)" % k)
            return
        line = "  " * depth + "#%d %s" % (k, type(fn).__name__)
        for attr in ("_saved_self", "_saved_other", "_saved_result"):
            try:
                v = getattr(fn, attr)
            except AttributeError:
                continue
            except RuntimeError as e:
                line += " %s=<%s>" % (attr[7:], type(e).__name__)
                continue
            line += " %s=%s" % (attr[7:], tuple(v.shape) if isinstance(v, torch.Tensor) else type(v).__name__)
        out.append(line)
        for f, i in fn.next_functions:
            if f is None:
                out.append("  " * (depth + 1) + "None %d" % i)
            else:
                out.append("  " * (depth + 1) + "<- input_nr %d" % i)
                go(f, depth + 1)

    go(root, 0)
    print("\n".join(out))


def show(name, f):
    print("==", name)
    try:
        y = f()
        if isinstance(y, (tuple, list)):
            for t in y:
                if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                    walk(t.grad_fn)
                else:
                    print("no grad_fn")
        elif y.grad_fn is None:
            print("no grad_fn", y.requires_grad)
        else:
            walk(y.grad_fn)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
v = torch.randn(4, requires_grad=True)
p = torch.rand(3, 4, requires_grad=True)
m = torch.randn(4, 5, requires_grad=True)
x3 = torch.randn(2, 3, 4, requires_grad=True)
cases = [
    ("rpow_s", lambda: 3 ** a),
    ("sgn", lambda: a.sgn()),
    ("xlogy_s", lambda: torch.xlogy(2, p)),
    ("special_log_ndtr", lambda: torch.special.log_ndtr(a)),
    ("std_mean", lambda: torch.std_mean(a, 1)),
    ("var_mean_all", lambda: torch.var_mean(a)),
    ("cummax", lambda: a.cummax(1)),
    ("cummin", lambda: a.cummin(0)),
    ("cumprod0", lambda: a.cumprod(0)),
    ("put", lambda: a.put(torch.tensor([0, 5]), v[:2])),
    ("einsum_mm", lambda: torch.einsum("ij,jk->ik", a, m)),
    ("einsum_row", lambda: torch.einsum("ij,ij->i", a, b)),
    ("einsum_outer", lambda: torch.einsum("i,j->ij", v, v)),
    ("einsum_sum", lambda: torch.einsum("ij->", a)),
    ("einsum_bmm", lambda: torch.einsum("bij,bjk->bik", x3, x3.transpose(1, 2))),
    ("interp_bicubic", lambda: F.interpolate(x3[None], scale_factor=2, mode="bicubic")),
]
for name, f in cases:
    show(name, f)
