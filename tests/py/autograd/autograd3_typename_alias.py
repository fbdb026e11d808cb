import torch
import torch.nn.functional as F
print(torch.typename(torch.relu), torch.typename(F.relu), torch.typename(torch.nn.Linear(1, 1)))
print(torch.typename(torch.exp), torch.typename(F.softmax), torch.typename(F.linear), torch.typename(F.gelu))
print(torch.typename(torch.ones(1)), torch.typename(torch.ones(1, dtype=torch.long)), torch.typename(1))
print(torch.typename(torch.float32), torch.typename([]), torch.typename(torch.nn.ReLU))
x = torch.tensor([1., 2.], requires_grad=True)
t = torch.Tensor(x)
print(t.grad_fn.name(), t.requires_grad, t is x, t.is_leaf)
z = x * 2
tz = torch.Tensor(z)
print(tz.grad_fn.name(), tz.grad_fn.next_functions[0][0].name())
tz.sum().backward()
print(x.grad)
n = torch.Tensor(torch.ones(2))
print(n.grad_fn, n.requires_grad)
