# kernels: float32 asin (Sleef_asinf16_u10 for every element; backward grad * (1 - x*x).rsqrt())
import torch

torch.set_num_threads(2)
torch.manual_seed(1417)


def digest(label, t):
    # exact: weighted and plain sums of the float32 bit patterns (every NaN counted as
    # one pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, 0.5, -0.5, 0.25, -0.75, 0.9999, -0.49999997, 1e-3]
for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 3.0)):
    x = torch.cat([torch.tensor(EDGE), (torch.randn(n) * scale / 10).clamp(-0.999, 0.999)]).requires_grad_()
    y = torch.asin(x)
    digest("asin_%d" % n, y)
    y.backward(torch.randn(x.shape))
    digest("asin_%d_grad" % n, x.grad)
x = torch.tensor([float('inf'), float('-inf'), float('nan')] * 6)
digest("asin_nonfinite", torch.asin(x))
# a strided input (every other column): cpu_kernel_vec kernels take the scalar formula
x = torch.randn(37, 70)[:, ::2] / 5
digest("asin_strided", torch.asin(x))
