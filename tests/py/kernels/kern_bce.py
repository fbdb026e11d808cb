# kernels: binary_cross_entropy (ATen's scalar kernel: (y - 1) * max(log1p(-x), -100) - y * max(log(x), -100)
# with the C library's logs, not contracted) and its backward, and binary_cross_entropy_with_logits backward
# ((sigmoid(x) - y) * grad, pos_weight form), every reduction, float32 and float64.
import torch
import torch.nn.functional as F

torch.set_num_threads(2)


def digest(label, t):
    # exact: weighted and plain sums of the bit patterns (every NaN counted as one
    # pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    if t.dtype == torch.float64:
        bits = torch.where(torch.isnan(t), 9221120237041090560, t.view(torch.int64))
        bits = bits % 1000000007
    else:
        bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


torch.manual_seed(1413)
z = torch.randn(64, 320) * 3
y = torch.rand(64, 320)
w = torch.rand(320)
for red in ("none", "mean", "sum"):
    x = torch.sigmoid(z).requires_grad_()
    l = F.binary_cross_entropy(x, y, reduction=red)
    digest("bce_" + red, l)
    l.backward(torch.randn(l.shape))
    digest("bce_%s_grad" % red, x.grad)
    x.grad = None
    l = F.binary_cross_entropy(x, y, weight=w, reduction=red)
    l.backward(torch.randn(l.shape))
    digest("bce_w_%s_grad" % red, x.grad)
    zz = z.clone().requires_grad_()
    l = F.binary_cross_entropy_with_logits(zz, y, reduction=red)
    l.backward(torch.randn(l.shape))
    digest("bcel_%s_grad" % red, zz.grad)
    zz.grad = None
    l = F.binary_cross_entropy_with_logits(zz, y, weight=w, pos_weight=torch.rand(320) * 3, reduction=red)
    l.backward(torch.randn(l.shape))
    digest("bcel_pw_%s_grad" % red, zz.grad)
# edges: x at 0 and 1 (logs clamped at -100), targets 0 and 1
x = torch.tensor([0.0, 1.0, 0.0, 1.0, 0.5, 1e-30, 1 - 1e-7, 0.25] * 8, requires_grad=True)
t = torch.tensor([0.0, 0.0, 1.0, 1.0, 0.5, 1.0, 0.0, 0.75] * 8)
l = F.binary_cross_entropy(x, t, reduction="none")
print([float.hex(v) for v in l[:8].tolist()])
l.sum().backward()
print([float.hex(v) for v in x.grad[:8].tolist()])
xd = torch.sigmoid(torch.randn(2048, dtype=torch.float64)).requires_grad_()
l = F.binary_cross_entropy(xd, torch.rand(2048, dtype=torch.float64))
print(float.hex(l.item()))
l.backward()
digest("bce_f64_grad", xd.grad)
nn_loss = torch.nn.BCELoss()
x = torch.sigmoid(z[:2]).requires_grad_()
l = nn_loss(x, y[:2])
l.backward()
print(l.grad_fn.name(), float.hex(l.item()))
digest("bceloss_grad", x.grad)
