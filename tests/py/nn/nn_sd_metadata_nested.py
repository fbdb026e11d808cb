import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1, 1), nn.Sequential(nn.ReLU()))
print(s.state_dict()._metadata)
class V(nn.Module):
    _version = 3
m = nn.Module(); m.v = V()
print(m.state_dict()._metadata)
