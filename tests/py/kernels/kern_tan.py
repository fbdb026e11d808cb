# kernels: float32 tan (Sleef_tanf8_u10 for every element, AVX2 VML; below 125)
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


EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, 0.5, -0.5, 1.5707964, 3.1415927, -3.1415927, 100.0, -124.9]
for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 3.0)):
    x = torch.cat([torch.tensor(EDGE), (torch.randn(n) * scale).clamp(-124, 124)]).requires_grad_()
    y = torch.tan(x)
    digest("tan_%d" % n, y)
    y.backward(torch.randn(x.shape))
    digest("tan_%d_grad" % n, x.grad)
x = torch.tensor([float('inf'), float('-inf'), float('nan')] * 6)
digest("tan_nonfinite", torch.tan(x))
# a strided input (every other column): cpu_kernel_vec kernels take the scalar formula
x = torch.randn(37, 70)[:, ::2] / 5
digest("tan_strided", torch.tan(x))
