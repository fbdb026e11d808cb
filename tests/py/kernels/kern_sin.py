# kernels: float32 sin (issue 14: Sleef_sinf16_u35 for every element; SLEEF's reduction below 125 and below 39000)
import torch

torch.set_num_threads(2)
torch.manual_seed(1416)


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
for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 30.0)):
    x = torch.cat([torch.tensor(EDGE), (torch.randn(n) * scale).clamp(-124, 124)])
    digest("sin_%d" % n, torch.sin(x))
# every lane of each 16-float vector between 125 and 39000: the four-part reduction
x = torch.rand(4096) * 38000 + 200
x[::3] *= -1
digest("sin_wide", x.sin())
digest("sin_nonfinite", torch.tensor([float('inf'), float('-inf'), float('nan')] * 6).sin())
# the time-sequence example's sine waves
t = torch.arange(40).view(1, 40) + torch.randint(-80, 80, (8, 1))
digest("sin_wave", torch.sin(t / 1.0 / 20))
