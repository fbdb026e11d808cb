import torch
x = torch.tensor([1., 2.], requires_grad=True)
x.data = torch.tensor([5., 6.])
print(x, x.requires_grad, x.is_leaf)
try:
    x.data = torch.tensor([1, 2])
except Exception as e:
    print(type(e).__name__, e)
print(x)
x.data = torch.ones(3)
print(x, x.shape)
x.data = torch.zeros(2, 2, dtype=torch.float64)
print(x, x.dtype)
try:
    x.data = [1., 2.]
except Exception as e:
    print(type(e).__name__, e)
y = torch.tensor([1, 2])
y.data = torch.tensor([1.5, 2.5])
print(y, y.dtype)
w = torch.nn.Parameter(torch.ones(2))
w.data = torch.full((2,), 3.)
print(w)
w.data.mul_(2)
print(w, w.data.requires_grad)
