import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
opt = torch.optim.SGD(model[2].parameters(), lr=0.1)
x = torch.randn(3, 2)
loss = model(x).pow(2).mean()
loss.backward()
opt.step()
print(len(opt.param_groups[0]["params"]))
