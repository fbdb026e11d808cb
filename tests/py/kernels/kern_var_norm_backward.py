# kernels: var / std backward (var_backward: (2 / dof) * grad * (x - mean), std_backward's grad /
# (std * 2) first) and vector-norm backward (norm_backward: p = 2 and p = 3, 1.5), float32 and float64.
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


torch.manual_seed(1412)
x = (torch.randn(64, 320) * 3).requires_grad_()
for name, fn in (("var1", lambda t: t.var(1)), ("var0", lambda t: t.var(0)), ("var_all", lambda t: t.var()),
                 ("var1_c0_keep", lambda t: t.var(1, correction=0, keepdim=True)),
                 ("std1", lambda t: t.std(1)), ("std0", lambda t: t.std(0)), ("std_all", lambda t: t.std()),
                 ("norm1", lambda t: t.norm(dim=1)), ("norm0", lambda t: t.norm(dim=0)), ("norm_all", lambda t: t.norm()),
                 ("norm3", lambda t: t.norm(p=3, dim=1)), ("norm1_5", lambda t: t.norm(p=1.5, dim=1)),
                 ("vector_norm", lambda t: torch.linalg.vector_norm(t, dim=1, keepdim=True)),
                 ("normalize", lambda t: F.normalize(t, dim=1))):
    x.grad = None
    y = fn(x)
    y.backward(torch.randn(y.shape))
    digest(name, x.grad)
xd = (torch.randn(32, 128, dtype=torch.float64) * 2).requires_grad_()
for name, fn in (("var1_f64", lambda t: t.var(1)), ("std_all_f64", lambda t: t.std()), ("norm1_f64", lambda t: t.norm(dim=1))):
    xd.grad = None
    y = fn(xd)
    y.backward(torch.randn(y.shape, dtype=torch.float64))
    digest(name, xd.grad)
# zero rows: std and norm backward are 0 there (masked_fill_)
z = torch.zeros(4, 64).requires_grad_()
z.std(1).sum().backward()
print("std_zero", z.grad.abs().sum().item())
z.grad = None
z.norm(dim=1).sum().backward()
print("norm_zero", z.grad.abs().sum().item())
# double backward through the norm (create_graph)
x = torch.randn(8, 64, requires_grad=True)
g, = torch.autograd.grad(x.norm(dim=1).sum(), x, create_graph=True)
g.pow(2).sum().backward()
digest("norm_double", x.grad)
