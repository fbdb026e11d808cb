# kernels: elementwise ops on a strided slice run row by row (issue 14: each row of an LSTM gate chunk has its own vector blocks and scalar remainder)
import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(1417)


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
    g = torch.randn(5, 204, dtype=dt) * 2
    i, f, c, o = g.chunk(4, 1)
    digest("sigmoid_chunk_%s" % dt, f.sigmoid())
    digest("silu_chunk_%s" % dt, F.silu(o))
    digest("elu_chunk_%s" % dt, F.elu(i))
    digest("tanh_chunk_%s" % dt, c.tanh())
    digest("sigmoid_slice_%s" % dt, g[1:, 7:190].sigmoid())
    x = torch.randn(3, 70, 40, dtype=dt)
    digest("sigmoid_3d_%s" % dt, x[:, 5:, :].sigmoid())
