import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = (x ** 2).sum()
g, = torch.autograd.grad(y, x)
print(g, x.grad)
a = torch.tensor(2., requires_grad=True)
b = torch.tensor(3., requires_grad=True)
out = a * b
ga, gb = torch.autograd.grad(out, [a, b])
print(ga, gb)
c = torch.tensor(1., requires_grad=True)
r = torch.autograd.grad((a * 2), [a, c], allow_unused=True)
print(r)
try:
    torch.autograd.grad((a * 2), [a, c])
except RuntimeError as e:
    print('RuntimeError', e)
v = torch.ones(3, requires_grad=True)
torch.autograd.backward([(v * 2).sum()])
print(v.grad)
w = torch.ones(2, requires_grad=True)
(w * 3).backward(torch.tensor([1., 0.5]))
print(w.grad)
