import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = (x ** 2).sum()
y.backward(retain_graph=True)
y.backward()
print(x.grad)
