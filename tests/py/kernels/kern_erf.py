# kernels: erf forward and backward, erfc backward (PyTorch's vector erf polynomial) over 12k elements and edge values (issue 14: bit-exact with PyTorch 2.6's CPU kernels)
import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(14)
EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, -1e-45, 0.5, -0.5, 1.0, -1.0, 9.0, -9.0, 20.0, -20.0,
        88.0, -88.0, 1e30, -1e30, float('inf'), float('-inf'), float('nan')]


def digest(label, t):
    # exact: weighted and plain sums of the float32 bit patterns, plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = t.view(torch.int32).to(torch.int64)
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


def inputs(n, scale):
    e = torch.tensor(EDGE)
    return torch.cat([e, torch.randn(n) * scale, e])



for fn in (torch.erf, torch.erfc):
    for n, scale in ((12000, 2.0), (1000, 0.05), (13, 4.0)):
        x = inputs(n, scale).requires_grad_()
        g = torch.randn(x.numel())
        y = fn(x)
        y.backward(g)
        if fn is torch.erf:  # erfc's forward is SLEEF erfcf_u15: not reproduced yet
            digest("%s_fwd_%d" % (fn.__name__, n), y)
        digest("%s_bwd_%d" % (fn.__name__, n), x.grad)
