import torch.nn as nn

shared = nn.Linear(2, 2)
net = nn.Sequential(shared, nn.ReLU(), shared)
count = []
net.apply(lambda m: count.append(type(m).__name__))
print(count)
print([n for n, _ in net.named_children()])
print(len(list(net.modules())), len(list(net.children())))
print([type(m).__name__ for m in net.modules()])
print([n for n, _ in net.named_modules(remove_duplicate=False)])
seen = []
net.apply(lambda m: seen.append(m is shared))
print(seen)
