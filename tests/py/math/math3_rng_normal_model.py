import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Linear(3, 2)
with torch.no_grad():
    m.weight.normal_(0, 0.02)
    m.bias.zero_()
print(m.weight)
w = torch.empty(2, 5)
nn.init.normal_(w, mean=1.0, std=0.5)
print(w)
noise = torch.normal(0.0, 0.1, size=(2, 3))
print(noise)
means = torch.arange(1., 5.)
print(torch.normal(means, torch.full((4,), 0.01)))
print(torch.normal(means, 0.5, generator=torch.Generator().manual_seed(3)))
print(torch.normal(2.0, torch.tensor([0.1, 1.0, 10.0])))
