import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
mlp = nn.Sequential(OrderedDict([
    ("fc1", nn.Linear(4, 8)),
    ("act1", nn.ReLU()),
    ("drop", nn.Dropout(0.1)),
    ("fc2", nn.Linear(8, 2)),
]))
print(mlp)
print(mlp.state_dict().keys())
print(mlp.fc1, mlp[0] is mlp.fc1)
print(mlp[1:])
print(mlp[-1:])
del mlp[2]
print(mlp)
mlp.append(nn.Softmax(dim=-1))
print(list(mlp._modules.keys()))
mlp.eval()
out = mlp(torch.ones(1, 4))
print(out.sum().item() > 0.999)
mlp.insert(1, nn.LayerNorm(8))
print(mlp)
