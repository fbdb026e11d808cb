# kernels: float64 tanh (issue 14: Sleef_tanhd8_u10 for every element) forward and backward
import torch

torch.set_num_threads(2)
torch.manual_seed(1415)
EDGE = [0.0, -0.0, 1e-300, -1e-300, 5e-324, 0.5, -0.5, 1.0, -1.0, 18.0, -18.0, 19.0, -19.0,
        700.0, -700.0, 1e300, float('inf'), float('-inf'), float('nan')]


def digest(label, t):
    # exact: weighted and plain sums of the float64 bit patterns (every NaN counted as one
    # pattern), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 9221120237041090560, t.view(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 997 + 1
    print(label, n, int(((bits % 1000003) * w).sum()), int((bits // 4096).sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0), (40003, 8.0)):
    x = torch.cat([torch.tensor(EDGE, dtype=torch.double), torch.randn(n, dtype=torch.double) * scale,
                   torch.tensor(EDGE, dtype=torch.double)]).requires_grad_()
    g = torch.randn(x.numel(), dtype=torch.double)
    y = torch.tanh(x)
    y.backward(g)
    digest("tanh64_fwd_%d" % n, y)
    digest("tanh64_bwd_%d" % n, x.grad)
x = torch.randn(5, 204, dtype=torch.double)
digest("tanh64_chunk", x.chunk(4, 1)[2].tanh())
