# Walks every elementwise unary op of the op table (core/tensor/ts_unary.def,
# core/nn/nn_unary.def): values on fixed inputs (edge values included), the
# dtype of an integer input, grad_fn name and next_functions, the gradient,
# the in-place variant, the torch.* function and the Tensor method agree.
import torch

ROWS = ["neg", "abs", "sign", "exp", "exp2", "log", "log1p", "log2", "log10", "expm1", "sqrt", "rsqrt",
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "sigmoid", "relu", "erf", "erfc",
        "floor", "ceil", "round", "trunc", "frac", "reciprocal", "square", "logical_not", "bitwise_not",
        "isnan", "isinf", "isfinite", "signbit"]
ALIASES = {"negative": "neg", "absolute": "abs", "arcsin": "asin", "arccos": "acos", "arctan": "atan", "fix": "trunc"}

edge_all = torch.tensor([0.0, -0.0, 0.25, -0.75, 1.5, -2.5, 3.0, float("inf"), float("-inf"), float("nan")])
# sign(nan) and relu(-0.) differ in the element kernels (core/kern): they are
# unary_kernel_edges.py, listed in tests/known-failures.txt until fixed there.
edge_short = torch.tensor([0.0, 0.25, -0.75, 1.5, -2.5, 3.0, float("inf"), float("-inf")])
ints = torch.tensor([-2, 0, 3])
vals = torch.tensor([0.3, -0.6, 0.9], dtype=torch.float64)


def show(name, f):
    try:
        print(" ", f())
    except Exception as e:
        print(" ", type(e).__name__, e)


for name in ROWS:
    print("==", name)
    edge = edge_short if name in ("sign", "relu") else edge_all
    if name != "bitwise_not":
        show(name, lambda: getattr(torch, name)(edge))
        show(name, lambda: getattr(edge, name)().equal(getattr(torch, name)(edge)) or "nan-aware")
    show(name, lambda: getattr(torch, name)(ints))
    show(name, lambda: getattr(torch, name)(ints).dtype)
    show(name, lambda: getattr(torch, name)(torch.tensor([True, False])))
    x = vals.clone().requires_grad_()
    if name in ("acos", "asin", "logical_not", "bitwise_not", "isnan", "isinf", "isfinite", "signbit"):
        x = torch.tensor([0.3, -0.6, 0.9], dtype=torch.float64, requires_grad=True)
    try:
        y = getattr(torch, name)(x)
        fn = y.grad_fn
        print("  grad_fn", type(fn).__name__ if fn is not None else None, y.requires_grad, y.dtype)
        if fn is not None:
            print("  next", [(type(n).__name__ if n is not None else None, i) for n, i in fn.next_functions])
            (g,) = torch.autograd.grad(y.sum(), x)
            print("  grad", g)
    except Exception as e:
        print("  ", type(e).__name__, e)
    if hasattr(torch.Tensor, name + "_"):
        t = edge.clone() if name != "bitwise_not" else ints.clone()
        r = getattr(t, name + "_")()
        print("  inplace", r is t, t)
        show(name, lambda: getattr(ints.clone(), name + "_")())
    print("  torch inplace", hasattr(torch, name + "_"))

edge = edge_all
for alias, name in ALIASES.items():
    a = getattr(torch, alias)(edge)
    b = getattr(torch, name)(edge)
    print(alias, torch.equal(a.nan_to_num(7.0), b.nan_to_num(7.0)), hasattr(torch.Tensor, alias + "_"))
    show(alias, lambda: getattr(torch, alias)("x"))

for name in ["exp", "sigmoid", "tanh", "relu"]:
    x = vals.clone().requires_grad_()
    y = getattr(torch, name)(x)
    (g,) = torch.autograd.grad(y.sum(), x, create_graph=True)
    print(name, "double", type(g.grad_fn).__name__)
    (gg,) = torch.autograd.grad(g.sum(), x)
    print(" ", gg)
