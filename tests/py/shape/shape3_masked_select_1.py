import torch
x = torch.tensor([[0.5, -1.0, 2.0], [3.0, -0.5, 0.0]])
mask = x.ge(0.5)
print(mask)
print(torch.masked_select(x, mask))
print(x.masked_select(x < 0))
print(x.masked_select(torch.tensor([True, False, True])))
y = x.clone().requires_grad_()
s = y.masked_select(y > 0)
print(s.grad_fn.name())
s.sum().backward()
print(y.grad)
try:
    x.masked_select(torch.tensor([1, 0, 1]))
except Exception as e:
    print(type(e).__name__, e)
try:
    x.masked_select(torch.tensor([True, False]))
except Exception as e:
    print(type(e).__name__, e)
