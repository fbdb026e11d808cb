# kernels: layer_norm forward and backward (input, weight, bias) over 12k elements, rows shorter than 128 (issue 14: bit-exact with PyTorch 2.6's CPU kernels)
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



for shape, affine in (((120, 100), True), ((400, 37), True), ((64, 7), False), ((4, 5, 64), True)):
    N = shape[-1]
    x = (torch.randn(*shape) * 2 + 0.5).requires_grad_()
    w = torch.randn(N).requires_grad_() if affine else None
    b = torch.randn(N).requires_grad_() if affine else None
    g = torch.randn(*shape)
    y = F.layer_norm(x, (N,), w, b)
    y.backward(g)
    tag = "x".join(str(s) for s in shape)
    digest("ln_fwd_" + tag, y)
    digest("ln_bwd_x_" + tag, x.grad)
    if affine:
        digest("ln_bwd_w_" + tag, w.grad)
        digest("ln_bwd_b_" + tag, b.grad)
