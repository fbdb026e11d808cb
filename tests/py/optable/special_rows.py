# torch.special: the functions that are rows or aliases of the op table
# (core/nn/nn_unary.def NN_SPECIAL): values incl. edge values, dtypes,
# grad_fn names and next_functions, the builtin's name, and error texts.
# (i0's gradient is in unary_kernel_edges.py, a known failure; special.round
# needs round.decimals semantics and is not exposed yet.)
import torch

NAMES = ["expit", "erf", "erfc", "exp2", "expm1", "log1p", "logit", "erfinv", "sinc",
         "gammaln", "digamma", "psi"]
edge = torch.tensor([0.0, -0.0, 0.25, -0.75, 0.5, 1.5, -2.5, 3.0, float("inf"), float("-inf"), float("nan")])
ints = torch.tensor([-2, 0, 3])

for name in NAMES:
    f = getattr(torch.special, name)
    print("==", name, f)
    for arg in (edge, ints, edge.double()):
        try:
            r = f(arg)
            print(" ", r, r.dtype)
        except Exception as e:
            print(" ", type(e).__name__, e)
    x = torch.tensor([0.3, 0.6, 0.9], dtype=torch.float64, requires_grad=True)
    y = f(x)
    fn = y.grad_fn
    print("  grad_fn", type(fn).__name__ if fn is not None else None)
    if fn is not None:
        print("  next", [(type(n).__name__ if n is not None else None, i) for n, i in fn.next_functions])
        (g,) = torch.autograd.grad(y.sum(), x)
        print("  grad", g)
    for bad in ("x", 3):
        try:
            f(bad)
        except Exception as e:
            print(" ", type(e).__name__, e)
    try:
        f()
    except TypeError as e:
        print("  TypeError", e)

x = torch.tensor([[0.5, -1.0, 2.0], [1.0, 0.0, -3.0]], requires_grad=True)
print(torch.special.logsumexp(x, 1), torch.special.logsumexp(x, dim=0, keepdim=True))
print(torch.special.softmax(x, 1), torch.special.log_softmax(x, dim=0))
print(torch.special.softmax(x, 0, dtype=torch.float64))
print(torch.special.polygamma(1, torch.tensor([0.5, 1.0, 2.5])))
print(torch.special.polygamma(0, torch.tensor([0.5, 1.0, 2.5])))
print(torch.special.xlogy(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 3.0, float("nan")])))
print(torch.special.logit(torch.tensor([0.0, 0.25, 1.0]), eps=1e-6))
for bad in [lambda: torch.special.polygamma("a", x), lambda: torch.special.softmax("a", 0),
            lambda: torch.special.logsumexp([1.0], 0), lambda: torch.special.expit(None)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(sorted(n for n in ("expit", "gammaln", "psi", "polygamma") if hasattr(torch.special, n)))
