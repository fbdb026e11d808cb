import torch
import torch.nn as nn
ml = nn.ModuleList([nn.ReLU(), nn.Tanh()])
ml.append(nn.Sigmoid()); ml.extend([nn.ReLU()]); ml.insert(1, nn.Identity())
print(ml, len(ml), list(ml._modules.keys()))
print(ml[-1], ml[1:3])
print(type(ml[1:3]).__name__, list(ml[1:3]._modules))
