import torch
import torch.nn as nn
torch.manual_seed(0)
a = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
b = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
print(b.load_state_dict(a.state_dict()))
print(torch.equal(a[0].weight, b[0].weight), a[0].weight is b[0].weight)
x = torch.ones(1, 2)
print(torch.equal(a(x), b(x)))
