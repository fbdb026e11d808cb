import torch
x = torch.tensor([[1, 0], [3, 0]])
print(torch.where(x > 0))
rows, cols = torch.where(x != 0)
print(rows, cols)
print(torch.where(torch.tensor([0., 2., 0., 4.])))
y = torch.randn(3, 2) if False else torch.tensor([[-1., 2.], [3., -4.], [0.5, 0.]])
print(torch.where(y > 0, y, 0.))
print(torch.where(y > 0, 1.0, 0.0))
print(torch.where(torch.tensor(True)))
try:
    torch.where(x > 0, x)
except Exception as e:
    print(type(e).__name__, e)
