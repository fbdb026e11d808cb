# Walks the special-function rows of the op table (core/tensor/ts_unary.def,
# core/nn/nn_unary.def; kernels in core/kern/kn_special.c): asinh ... i0 and
# torch.special's i0e, i1, i1e. Values with edge values, the dtype of integer
# and bool inputs, grad_fn name and next_functions, the gradient (also where
# i1/i1e switch to 0.5 near 0), the in-place forms and the aliases.
import torch

ROWS = ["asinh", "acosh", "atanh", "sinc", "deg2rad", "rad2deg", "logit", "erfinv", "lgamma", "digamma", "i0"]
SPECIAL = ["i0", "i0e", "i1", "i1e"]
ALIASES = {"arcsinh": "asinh", "arccosh": "acosh", "arctanh": "atanh"}

edge = torch.tensor([0.0, -0.0, 0.25, -0.75, 0.5, 1.5, -2.5, 3.0, 9.5, float("inf"), float("-inf"), float("nan")])
ints = torch.tensor([-2, 0, 3])
vals = torch.tensor([0.3, 0.6, 0.9], dtype=torch.float64)


def show(f):
    try:
        print(" ", f())
    except Exception as e:
        print(" ", type(e).__name__, e)


def grads(f, x):
    try:
        y = f(x)
        fn = y.grad_fn
        print("  grad_fn", type(fn).__name__ if fn is not None else None, y.dtype)
        if fn is not None:
            print("  next", [(type(n).__name__ if n is not None else None, i) for n, i in fn.next_functions])
            (g,) = torch.autograd.grad(y.sum(), x)
            print("  grad", g)
    except Exception as e:
        print("  ", type(e).__name__, e)


for name in ROWS:
    print("==", name)
    f = getattr(torch, name)
    show(lambda: f(edge))
    show(lambda: f(edge.double()))
    show(lambda: getattr(edge, name)().nan_to_num(7.0).equal(f(edge).nan_to_num(7.0)))
    show(lambda: f(ints))
    show(lambda: f(torch.tensor([True, False])))
    x = (vals + 1 if name == "acosh" else vals).clone().requires_grad_()
    grads(f, x)
    t = edge.clone()
    r = getattr(t, name + "_")()
    print("  inplace", r is t, t)
    show(lambda: getattr(ints.clone(), name + "_")())
    print("  torch inplace", hasattr(torch, name + "_"))

print("== logit eps")
show(lambda: torch.logit(edge, eps=0.1))
show(lambda: edge.logit(0.3))
x = torch.tensor([0.05, 0.3, 0.95], dtype=torch.float64, requires_grad=True)
grads(lambda t: torch.logit(t, 0.1), x)
t = torch.tensor([0.05, 0.3, 0.95])
print(" ", t.logit_(eps=0.1), t)

for name in SPECIAL:
    f = getattr(torch.special, name)
    print("== special", name, f)
    show(lambda: f(edge))
    show(lambda: f(edge.double()))
    show(lambda: f(ints))
    show(lambda: f(torch.tensor([True, False])))
    for dt in (torch.float32, torch.float64):
        x = torch.tensor([0.5, -1.5, 0.0, 1e-12, 9.0, -10.0], dtype=dt, requires_grad=True)
        grads(f, x)
    show(lambda: f("x"))

for alias, name in ALIASES.items():
    a = getattr(torch, alias)(edge)
    b = getattr(torch, name)(edge)
    print(alias, torch.equal(a.nan_to_num(7.0), b.nan_to_num(7.0)), hasattr(torch.Tensor, alias + "_"), hasattr(torch, alias + "_"))
