# sparse @ dense in PyTorch's kernel order (values bit-identical), gradients
# to the dense operand, torch.spmm / torch.sparse.mm / torch.mm / dense @ sparse.
import torch

torch.manual_seed(1)
n, k, p = 12, 40, 9
a = torch.randn(n, k) * (torch.rand(n, k) < 0.5)
s = a.to_sparse()
d = torch.randn(k, p, requires_grad=True)
r1 = torch.sparse.mm(s, d)
r2 = torch.spmm(s, d)
r3 = torch.mm(s, d)
r4 = s @ d
print(r1.grad_fn.__class__.__name__, r1.shape, r1.dtype)
print(torch.equal(r1, r2), torch.equal(r1, r3), torch.equal(r1, r4))
print(r1.sum().item(), (r1 * r1).sum().item())
print(r1[:2, :4])
g = torch.randn(n, p)
r1.backward(g)
print(d.grad.sum().item(), (d.grad * d.grad).sum().item())
print(d.grad[:3, :4])
e = torch.randn(5, n)
q = e @ s
print(type(q).__name__, q.is_sparse, q.shape, q.sum().item())
print(torch.mm(e, s).sum().item(), q.stride(), q.grad_fn)
e2 = torch.randn(5, n, requires_grad=True)
(e2 @ s).backward(torch.randn(5, k))
print(e2.grad.sum().item(), (e2.grad * e2.grad).sum().item(), e2.grad.stride())
x = torch.sparse_coo_tensor(torch.tensor([[1, 0, 1], [2, 0, 2]]), torch.tensor([3., 4., 5.]), (2, 3))
w = torch.randn(3, 2, requires_grad=True)
y = torch.mm(x, w)
print(y)
y.sum().backward()
print(w.grad)
s64 = a.double().to_sparse()
print(torch.sparse.mm(s64, torch.randn(k, 3, dtype=torch.float64)).sum().item())
try:
    torch.sparse.mm(s, torch.randn(k + 1, 2))
except RuntimeError as e:
    print(type(e).__name__)
legacy = torch.sparse.FloatTensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2., 3.]), torch.Size([2, 2]))
print(legacy)
