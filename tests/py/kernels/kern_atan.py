# kernels: float32 atan (Sleef_atanf16_u10 for every element)
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


EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, 0.5, -0.5, 1.0, -1.0, 1e30, -1e30, 3.0]
for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 3.0)):
    x = torch.cat([torch.tensor(EDGE), torch.randn(n) * scale]).requires_grad_()
    y = torch.atan(x)
    digest("atan_%d" % n, y)
    y.backward(torch.randn(x.shape))
    digest("atan_%d_grad" % n, x.grad)
x = torch.tensor([float('inf'), float('-inf'), float('nan')] * 6)
digest("atan_nonfinite", torch.atan(x))
# a strided input (every other column): cpu_kernel_vec kernels take the scalar formula
x = torch.randn(37, 70)[:, ::2] / 5
digest("atan_strided", torch.atan(x))
