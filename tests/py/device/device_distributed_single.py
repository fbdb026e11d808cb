import torch
torch.manual_seed(0)
a = torch.tensor([[0., 2, 0], [1, 0, 3]]).to_sparse()
x = torch.randn(3, 2, requires_grad=True)
y = torch.mm(a, x)
y.sum().backward()
print(y, x.grad)
x.grad = None
y = torch.spmm(a, x); (y * torch.arange(4.).view(2,2)).sum().backward(); print(x.grad)
x.grad = None
y = torch.sparse.mm(a, x); (y * torch.arange(4.).view(2,2)).sum().backward(); print(x.grad)
x.grad = None
y = torch.matmul(a, x); (y * torch.arange(4.).view(2,2)).sum().backward(); print(x.grad)
x.grad = None
y = a @ x; (y * torch.arange(4.).view(2,2)).sum().backward(); print(x.grad)
print(a.t(), a.t().matmul(torch.ones(2,1)))
