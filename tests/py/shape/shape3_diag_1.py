import torch
v = torch.tensor([1., 2., 3.])
print(torch.diag(v))
print(torch.diag(v, 1))
print(torch.diag(v, -1).shape)
m = torch.arange(9).reshape(3, 3)
print(torch.diag(m), m.diag(1), m.diag(-2), m.diag(5))
print(torch.diag_embed(torch.arange(6.).reshape(2, 3)).shape)
print(torch.diag_embed(v, offset=1, dim1=0, dim2=1))
print(torch.diagflat(torch.tensor([[1, 2], [3, 4]])))
print(torch.diagflat(v, 1).shape)
try:
    torch.diag(torch.ones(2, 2, 2))
except Exception as e:
    print(type(e).__name__, e)
