# kernels: layer_norm float64 backward: the lane sums of ds/db use the generic vec_reduce_all
# (lanes added in order; only float has the shuffle tree). AVX2-dispatched on every machine.
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


torch.manual_seed(1417)
for shape in ((64, 100), (300, 37), (40, 300), (48, 256), (10, 3), (7, 4)):
    x = torch.randn(shape, dtype=torch.float64).requires_grad_()
    w = torch.randn(shape[1], dtype=torch.float64).requires_grad_()
    b = torch.randn(shape[1], dtype=torch.float64).requires_grad_()
    y = F.layer_norm(x, shape[1:], w, b)
    y.backward(torch.randn(shape, dtype=torch.float64))
    name = "ln_f64_%dx%d" % shape
    digest(name, y)
    digest(name + "_dx", x.grad)
    digest(name + "_dw", w.grad)
    digest(name + "_db", b.grad)
