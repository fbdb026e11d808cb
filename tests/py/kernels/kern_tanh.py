# kernels: tanh forward and backward (tanh_backward: g * (1 - y*y), fused) over 12k random elements and edge values (issue 14: bit-exact with PyTorch 2.6's CPU kernels)
import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(14)
EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, -1e-45, 0.5, -0.5, 1.0, -1.0, 9.0, -9.0, 20.0, -20.0,
        88.0, -88.0, 1e30, -1e30, float('inf'), float('-inf'), float('nan')]


def digest(label, t):
    # exact: weighted and plain sums of the float32 bit patterns (every NaN counted as
    # one pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


def inputs(n, scale):
    e = torch.tensor(EDGE)
    return torch.cat([e, torch.randn(n) * scale, e])



for n, scale in ((12000, 3.0), (1000, 0.5), (13, 2.0)):
    x = inputs(n, scale).requires_grad_()
    g = torch.randn(x.numel())
    y = torch.tanh(x)
    y.backward(g)
    digest("tanh_fwd_%d" % n, y)
    digest("tanh_bwd_%d" % n, x.grad)
x = (torch.randn(50, 100) * 2).requires_grad_()
torch.nn.Tanh()(x).backward(torch.randn(50, 100))
digest("nn_tanh_bwd", x.grad)
