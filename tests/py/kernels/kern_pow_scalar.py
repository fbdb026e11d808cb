# kernels: pow(tensor, scalar) with a general exponent (issue 14: Sleef_powf16_u10 in blocks of 32, the double pow in the remainder)
import torch

torch.set_num_threads(2)
torch.manual_seed(1414)
EDGE = [0.0, -0.0, 1e-38, 1e-45, 0.5, 1.0, -1.0, 2.0, -2.0, 1e30, -1e30, 3.0e38,
        float('inf'), float('-inf'), float('nan')]


def digest(label, t):
    # exact: weighted and plain sums of the float32 bit patterns (every NaN counted as
    # one pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 5.0), (100, 1.0)):
    x = torch.cat([torch.tensor(EDGE), torch.randn(n) * scale, torch.tensor(EDGE)])
    for e in (4, 5.0, 1.7, -3.3, 0.3, 2.5, -1.5):
        digest("pow_%d_%s" % (n, e), x ** e)
    digest("pow_abs_%d" % n, x.abs() ** 1.7)
    digest("torch_pow_%d" % n, torch.pow(x.abs(), 0.75))
# strided rows: each row of a slice has its own blocks and remainder
x = torch.rand(7, 90) * 4
digest("pow_rows", x[:, 3:] ** 1.3)
# the regression example's polynomial features
v = torch.randn(32)
digest("features", torch.cat([v.unsqueeze(1) ** i for i in range(1, 5)], 1))
