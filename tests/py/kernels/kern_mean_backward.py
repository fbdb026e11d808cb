# kernels: mean backward divides the gradient by the count (issue 14: mean_backward is grad / n, not grad * (1/n))
import torch

torch.manual_seed(1418)


def digest(label, t):
    t = t.detach().reshape(-1).contiguous()
    if t.dtype == torch.float64:
        bits = t.view(torch.int64) % 1000003
    else:
        bits = t.view(torch.int32).to(torch.int64)
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


for dt in (torch.float32, torch.float64):
    for shape, dim in (((16, 20), 1), ((16, 20), 0), ((3, 7, 49), (0, 2)), ((5, 33), None)):
        x = torch.randn(*shape, dtype=dt, requires_grad=True)
        m = x.mean() if dim is None else x.mean(dim)
        g = torch.randn(m.shape, dtype=dt)
        m.backward(g)
        digest("mean_bw_%s_%s_%s" % (dt, shape, dim), x.grad)
    x = torch.randn(16, 20, dtype=dt, requires_grad=True)
    (x.pow(2).mean(1) * torch.arange(16, dtype=dt)).sum().backward()
    digest("mean_bw_chain_%s" % dt, x.grad)
