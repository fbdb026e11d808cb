import torch
import torch.nn as nn

lin = nn.Linear(2, 2)
x = torch.ones(1, 2)
y = lin(x)
h = torch.sigmoid(y)
h.add_(1)
try:
    h.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
y2 = lin(x)
r = torch.relu(y2)
r.mul_(2)
try:
    r.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
y3 = lin(x)
q = y3 * 1
q.mul_(2)
q.sum().backward()
print(lin.bias.grad)
t = torch.tensor([1.0, 2.0], requires_grad=True)
u = t * 2
v = u.exp()
u.add_(1)
try:
    v.sum().backward()
    print("ok", t.grad)
except RuntimeError as e:
    print("RuntimeError:", e)
w = t.tanh()
w.mul_(3)
try:
    w.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
