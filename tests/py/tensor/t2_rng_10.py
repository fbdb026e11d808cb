import torch
# seeds and model init reproducibility
import torch.nn as nn
for seed in [0, 1, 42, 2**32, 2**32 + 1]:
    torch.manual_seed(seed)
    print(seed, torch.rand(2), torch.randn(2), torch.randint(100, (2,)))
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 1))
for n, p in m.named_parameters():
    print(n, p)
torch.manual_seed(0)
e = nn.Embedding(4, 3)
print(e.weight)
