# view_as_complex / view_as_real, torch.polar and complex products with
# gradients, as llama's rotary embeddings use them.
import torch

torch.manual_seed(0)
x = torch.randn(2, 3, 4)
z = torch.view_as_complex(x.reshape(2, 3, 2, 2))
print(z.dtype, z.shape, z.stride())
print(z)
r = torch.view_as_real(z)
print(r.dtype, r.shape, r.stride(), torch.equal(r.reshape(2, 3, 4), x))
r[0, 0, 0, 0] = 100.0
print(x[0, 0, 0], z[0, 0, 0])
try:
    torch.view_as_complex(torch.randn(3, 3))
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    torch.view_as_complex(torch.randn(3, 2).t().contiguous().t())
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    torch.view_as_real(torch.randn(3))
except RuntimeError as e:
    print(type(e).__name__, e)

dim, end = 8, 5
freqs = 1.0 / (10000.0 ** (torch.arange(0, dim, 2)[: (dim // 2)].float() / dim))
t = torch.arange(end, device=freqs.device)
freqs = torch.outer(t, freqs).float()
freqs_cis = torch.polar(torch.ones_like(freqs), freqs)
print(freqs_cis.dtype, freqs_cis.shape)
print(freqs_cis[1])
xq = torch.randn(2, end, 3, dim, requires_grad=True)
xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
print(type(xq_.grad_fn).__name__)
fc = freqs_cis.view(1, end, 1, dim // 2)
prod = xq_ * fc
print(type(prod.grad_fn).__name__, prod.requires_grad)
out = torch.view_as_real(prod).flatten(3)
print(type(out.grad_fn).__name__, out.shape)
print(out[0, 1, 0])
w = torch.randn(2, end, 3, dim)
(out * w).sum().backward()
print(xq.grad[0, 1])
print(xq.grad.sum().item(), (xq.grad * xq.grad).sum().item())
for n in (4, 7, 20, 120):
    a = torch.randn(n, 2)
    b = torch.randn(n, 2)
    p = torch.view_as_real(torch.view_as_complex(a) * torch.view_as_complex(b))
    print(n, p.sum().item(), (p * p).sum().item())
    pd = torch.view_as_real(torch.view_as_complex(a.double()) * torch.view_as_complex(b.double()))
    print(n, pd.sum().item(), (pd * pd).sum().item())
