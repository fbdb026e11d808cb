import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))

def linear_layers(model):
    for name, m in model.named_modules():
        if isinstance(m, nn.Linear):
            yield name, m

def walk(module, depth=0):
    yield depth, type(module).__name__
    for child in module.children():
        yield from walk(child, depth + 1)

for name, m in linear_layers(net):
    print(name, m.in_features, m.out_features)
for d, n in walk(net):
    print("  " * d + n)
g = net.parameters()
print(type(g).__name__)
first = next(g)
print(first.shape)
print(sum(1 for _ in g))
try:
    next(g)
except StopIteration:
    print("exhausted")
gen = (p.numel() for p in net.parameters())
print(list(gen), list(gen))
def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x
c = counter()
next(c)
print(c.send(3), c.send(4))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)
