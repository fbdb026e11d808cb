# Sparse COO tensors: construction, coalescing, accessors and printing.
import torch

torch.manual_seed(0)
a = torch.randn(4, 5)
a[a < 0.3] = 0
s = a.to_sparse()
print(s)
print(s.is_sparse, s.layout, s.dtype, s.shape, s._nnz(), s.is_coalesced())
print(s.indices())
print(s.values())
print(s.to_dense())
print(torch.equal(s.to_dense(), a))
print(a.is_sparse, a.layout)
x = torch.sparse_coo_tensor(torch.tensor([[1, 0, 1, 2], [2, 0, 2, 1]]), torch.tensor([3., 4., 5., 6.]), (3, 3))
print(x)
print(x.is_coalesced())
try:
    x.values()
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    x.indices()
except RuntimeError as e:
    print(type(e).__name__, e)
c = x.coalesce()
print(c, c.is_coalesced())
print(x._indices(), x._values())
print(x.to_dense())
print(x.t())
print(x.double())
print(x.to("cpu") is x)
y = torch.sparse_coo_tensor([[0, 1], [1, 0]], [1, 2])
print(y)
print(y.shape, y.dtype)
z = torch.sparse_coo_tensor(torch.tensor([[0, 2]]), torch.tensor([1.5, -2.0]), (4,), dtype=torch.float64)
print(z)
print(torch.eye(3) + x)
print(torch.sparse_coo_tensor([[0, 1], [2, 0]], [1., 2.], (2, 3), requires_grad=True))
try:
    torch.sparse_coo_tensor([[0, 1]], [1., 2.], (3,), check_invariants=True).shape
    torch.sparse_coo_tensor([[0, 5]], [1., 2.], (3,), check_invariants=True)
except RuntimeError as e:
    print(type(e).__name__, e)
b = torch.tensor([[0, 1, 0], [2, 0, 3]]).to_sparse()
print(b)
print(torch.zeros(2, 2).to_sparse())
