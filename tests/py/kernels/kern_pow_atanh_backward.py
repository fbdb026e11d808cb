# kernels: backward scalings: atanh (grad / (1 - x^2)), pow(x, e) (e * x.pow(e - 1): the pow kernel's
# 32-float SLEEF blocks; e - 1 in 2, 0.5 keeps the mul/sqrt forms). Sizes are multiples of 64.
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


torch.manual_seed(1414)
x = (torch.rand(8192) * 1.98 - 0.99).requires_grad_()
torch.atanh(x).backward(torch.randn(x.shape))
digest("atanh_grad", x.grad)
xd = (torch.rand(4096, dtype=torch.float64) * 1.98 - 0.99).requires_grad_()
torch.atanh(xd).backward(torch.randn(xd.shape, dtype=torch.float64))
digest("atanh_f64_grad", xd.grad)
for e in (1.7, 4.0, -3.3, 0.3, 2.5, 1.5, 3.0):
    x = (torch.rand(8192) * 4 + 0.01).requires_grad_()
    y = x ** e
    y.backward(torch.randn(x.shape))
    digest("pow_%s_grad" % e, x.grad)
