# kernels: float32 log2 / log10 (Sleef_log2f_u10 / log10f_u10 on every element, VML), and their
# backward (grad / (x * ln2) and grad / (x * 2.3025850929940456), float32 and float64). Sizes are
# multiples of 64 and no value crosses a vector block, so the output is the same on AVX2 and AVX512.
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


torch.manual_seed(1411)
EDGE = [0.0, -0.0, 1e-38, 1e-45, 0.5, 1.0, 2.0, 10.0, 0.75, 1.5, 3.4e38, -1.0, float('inf'), float('nan'), 7.0, 1e-3]
for n, scale in ((12288, 3.0), (1024, 1000.0), (64, 0.01)):
    x = torch.cat([torch.tensor(EDGE), torch.randn(n - 16).abs() * scale + 1e-6])
    for name, fn in (("log2", torch.log2), ("log10", torch.log10)):
        xr = x.clone().requires_grad_()
        y = fn(xr)
        digest("%s_%d" % (name, n), y)
        y.backward(torch.randn(x.shape))
        digest("%s_%d_grad" % (name, n), xr.grad)
x = (torch.randn(4096, dtype=torch.float64).abs() * 5 + 1e-3).requires_grad_()
for name, fn in (("log2_f64", torch.log2), ("log10_f64", torch.log10)):
    x.grad = None
    fn(x).backward(torch.randn(x.shape, dtype=torch.float64))
    digest(name + "_grad", x.grad)
