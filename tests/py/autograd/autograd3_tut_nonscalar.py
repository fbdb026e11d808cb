import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * 2
try:
    y.backward()
except RuntimeError as e:
    print('RuntimeError', e)
y.backward(torch.ones(3))
print(x.grad)
y2 = x * 3
y2.backward(gradient=torch.tensor([0.1, 1.0, 0.0001]))
print(x.grad)
try:
    (x * 2).backward(torch.ones(2))
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.autograd.grad(x * 2, x)
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.ones(2).sum().backward()
except RuntimeError as e:
    print('RuntimeError', e)
