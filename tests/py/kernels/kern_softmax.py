# kernels: softmax forward and backward along the last and other dims, 12k+ elements and edge rows (issue 14: bit-exact with PyTorch 2.6's CPU kernels)
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



for shape, dim in (((120, 101), -1), ((400, 7), -1), ((37, 300), 0), ((5, 33, 70), 1), ((3, 16), -1), ((2, 40, 16), 1)):
    x = (torch.randn(*shape) * 3).requires_grad_()
    g = torch.randn(*shape)
    y = F.softmax(x, dim)
    y.backward(g)
    tag = "x".join(str(s) for s in shape) + "_d" + str(dim)
    digest("softmax_fwd_" + tag, y)
    digest("softmax_bwd_" + tag, x.grad)
x = torch.tensor([EDGE[:7], EDGE[7:14], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, float("inf")]]).requires_grad_()
y = F.softmax(x, -1)
y.backward(torch.ones(3, 7))
digest("softmax_edge_fwd", y)
digest("softmax_edge_bwd", x.grad)
d = torch.randn(64, 10, dtype=torch.float64, requires_grad=True)
F.softmax(d, 1).backward(torch.randn(64, 10, dtype=torch.float64))
print("double", [float.hex(v) for v in d.grad[0].tolist()])
