import torch
a = torch.tensor([1., 0., 0.])
b = torch.tensor([0., 1., 0.])
print(torch.cross(a, b, dim=0), torch.linalg.cross(a, b), a.cross(b, dim=0))
print(torch.linalg.cross(torch.tensor([[1., 2., 3.], [4., 5., 6.]]), torch.tensor([[7., 8., 9.], [1., 0., 1.]])))
try:
    torch.linalg.cross(torch.ones(2), torch.ones(2))
except Exception as e:
    print(type(e).__name__, e)
