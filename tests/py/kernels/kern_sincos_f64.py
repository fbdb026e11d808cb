# kernels: float64 sin and cos (Sleef_sind4_u10 / cosd4_u10 for every element, AVX2 VML; SLEEF's reduction below 15)
import torch

torch.set_num_threads(2)
torch.manual_seed(1419)


def digest(label, t):
    # exact: weighted and plain sums of the float64 bit patterns (split in 32-bit halves so
    # the sums cannot overflow; every NaN counted as one pattern), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 9221120237041090560, t.view(torch.int64))
    lo, hi = bits & 0xffffffff, bits >> 32
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((lo * w).sum()), int((hi * w).sum()), int(lo.sum()), int(hi.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


EDGE = [0.0, -0.0, 1e-300, -1e-300, 5e-324, 0.5, -0.5, 1.5707963267948966, 3.141592653589793, -3.141592653589793,
        14.9, -14.99]
for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 3.0)):
    x = torch.cat([torch.tensor(EDGE, dtype=torch.float64),
                   (torch.randn(n, dtype=torch.float64) * scale).clamp(-14.9, 14.9)]).requires_grad_()
    for name in ("sin", "cos"):
        y = getattr(torch, name)(x)
        digest("%s_%d" % (name, n), y)
        (g,) = torch.autograd.grad(y, x, torch.randn(x.shape, dtype=torch.float64))
        digest("%s_%d_grad" % (name, n), g)
# the time-sequence example's sine waves (double)
t = torch.arange(40, dtype=torch.float64).view(1, 40) + torch.randint(-80, 80, (8, 1))
x = t / 1.0 / 20
digest("sin_wave", torch.sin(x))
digest("cos_wave", torch.cos(x))
