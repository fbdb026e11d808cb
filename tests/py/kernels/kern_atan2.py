# kernels: float32 atan2 (atan2_kernel: cpu_kernel_vec, AVX2 on every machine: blocks of 16 floats through
# Sleef_atan2f8_u10 when both operands are contiguous or scalars, the remainder and strided rows
# std::atan2), forward and backward, with quadrant, zero, infinity and NaN edges. float32 only.
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


torch.manual_seed(1420)
E = [0.0, -0.0, 1.0, -1.0, float('inf'), float('-inf'), float('nan'), 1e-40, -1e-40, 3.0]
ey = torch.tensor([a for a in E for b in E])
ex = torch.tensor([b for a in E for b in E])
r = torch.atan2(ey, ex)
print([float.hex(v) for v in r.tolist()])
for n in (12288, 1000, 37, 40011):
    y = (torch.randn(n) * 3).requires_grad_()
    x = (torch.randn(n) * 3).requires_grad_()
    out = torch.atan2(y, x)
    digest("atan2_%d" % n, out)
    out.backward(torch.randn(n))
    digest("atan2_%d_gy" % n, y.grad)
    digest("atan2_%d_gx" % n, x.grad)
y = torch.randn(64, 40) * 5
digest("atan2_broadcast", torch.atan2(y, torch.randn(40)))
digest("atan2_scalar_x", torch.atan2(y.reshape(-1), torch.tensor(0.5)))
