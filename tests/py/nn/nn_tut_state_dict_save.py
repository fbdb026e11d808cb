import torch
import torch.nn as nn
torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
sd = m.state_dict()
for k, v in sd.items():
    print(k, tuple(v.shape), v.requires_grad)
