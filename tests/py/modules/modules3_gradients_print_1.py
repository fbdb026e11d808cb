import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.Tanh(), nn.Linear(2, 1))
loss = m(torch.tensor([[1.0, -1.0]])).pow(2).sum()
loss.backward()
for n, p in m.named_parameters():
    print(n, p.grad)
grads = {n: p.grad.norm().item() for n, p in m.named_parameters()}
print({k: round(v, 4) for k, v in grads.items()})
print(max(grads, key=grads.get))
