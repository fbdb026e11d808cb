import torch, torch.nn as nn
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 2), nn.Tanh(), nn.Linear(2, 1))
grads = {}
for name, p in net.named_parameters():
    p.register_hook(lambda g, name=name: grads.__setitem__(name, tuple(g.shape)))
h = net[0].weight.register_hook(lambda g: g * 0)
net(torch.ones(1, 2)).sum().backward()
print(sorted(grads.items()))
print(net[0].weight.grad)
h.remove()
net.zero_grad()
net(torch.ones(1, 2)).sum().backward()
print(net[0].weight.grad.abs().sum().item() > 0)
t = torch.ones(2, requires_grad=True)
y = t * 3
y.register_hook(lambda g: print("grad of y:", g))
y.retain_grad()
(y * y).sum().backward()
print(y.grad, t.grad)
