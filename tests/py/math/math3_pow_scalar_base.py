import torch
x = torch.tensor([0., 1., 2., 3.])
print(torch.pow(2, x), torch.pow(2, torch.tensor([1, 2, 3])), torch.pow(0.5, x))
print(2 ** x, torch.pow(x, 2))
w = torch.tensor([1., 2.], requires_grad=True)
y = torch.pow(3, w)
y.sum().backward()
print(y, w.grad)
try:
    torch.pow(2, 3)
except Exception as e:
    print(type(e).__name__, e)
