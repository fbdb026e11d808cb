import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, len(fn.next_functions))
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None", i)
        else:
            walk(f, depth + 1)


def show(name, y, *leaves):
    print("==", name)
    walk(y.grad_fn)
    # a weighted sum: plain sums of normalized outputs have gradient ~0 (rounding noise)
    k = torch.linspace(-1.1, 2.3, y.numel()).view(y.shape)
    (y * k).sum().backward()
    for k, t in enumerate(leaves):
        print("grad", k, None if t.grad is None else t.grad)


torch.manual_seed(0)
x = torch.randn(4, 5, requires_grad=True)
t = torch.tensor([0, 1, 4, 3])
show("cross_entropy", F.cross_entropy(x, t), x)
x.grad = None
show("cross_entropy_w", F.cross_entropy(x, t, weight=torch.rand(5), ignore_index=1), x)
x.grad = None
show("nll_loss", F.nll_loss(F.log_softmax(x, 1), t), x)
x.grad = None
show("nll_none", F.nll_loss(x, t, reduction="none"), x)
lin = nn.Linear(3, 2)
inp = torch.randn(4, 3)
show("mse_linear", F.mse_loss(lin(inp), torch.randn(4, 2)), lin.weight, lin.bias)
a = torch.randn(5, requires_grad=True)
b = torch.randn(5, requires_grad=True)
for red in ["mean", "sum", "none"]:
    a.grad = b.grad = None
    show("mse_" + red, F.mse_loss(a * 2, b, reduction=red), a, b)
    a.grad = b.grad = None
    show("l1_" + red, F.l1_loss(a, b, reduction=red), a, b)
    a.grad = b.grad = None
    show("smooth_l1_" + red, F.smooth_l1_loss(a, b, reduction=red, beta=0.5), a, b)
    a.grad = b.grad = None
    show("huber_" + red, F.huber_loss(a, b, reduction=red, delta=0.7), a, b)
a.grad = None
show("mse_same", F.mse_loss(a, a))
p = torch.rand(6)
z = torch.randn(6, requires_grad=True)
show("bce", F.binary_cross_entropy(torch.sigmoid(z), p), z)
z.grad = None
show("bce_weight", nn.BCELoss(weight=torch.rand(6))(torch.sigmoid(z), p), z)
z.grad = None
show("bce_logits", F.binary_cross_entropy_with_logits(z, p), z)
z.grad = None
show("bce_logits_pw", nn.BCEWithLogitsLoss(pos_weight=torch.rand(6))(z * 3, p), z)
tg = torch.rand(6, requires_grad=True)
z.grad = None
show("bce_target_grad", F.binary_cross_entropy(torch.sigmoid(z), tg), z, tg)
