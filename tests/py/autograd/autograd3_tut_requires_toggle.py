import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
for p in model[0].parameters():
    p.requires_grad = False
out = model(torch.ones(1, 2)).sum()
out.backward()
print(model[0].weight.grad, model[2].bias.grad)
print([p.requires_grad for p in model.parameters()])
model.requires_grad_(False)
o = model(torch.ones(1, 2))
print(o.requires_grad, o.grad_fn)
try:
    o.sum().backward()
except RuntimeError as e:
    print('RuntimeError', e)
x = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = x * 2
print(y.requires_grad)
y.requires_grad_()
(y * 3).sum().backward()
print(y.grad, x.grad)
