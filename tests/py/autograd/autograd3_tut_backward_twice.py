import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = (x * x).sum()
y.backward()
try:
    y.backward()
except RuntimeError as e:
    print('RuntimeError', e)
z = (x * x).sum()
z.backward(retain_graph=True)
z.backward()
print(x.grad)
s = (x + 1).sum()
s.backward()
s.backward()
print(x.grad)
e = x.exp().sum()
e.backward()
try:
    e.backward()
except RuntimeError as err:
    print(str(err)[:60])
