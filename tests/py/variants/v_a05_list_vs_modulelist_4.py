import torch
import torch.nn as nn

ml = nn.ModuleList([nn.Linear(1, 1) for _ in range(4)])
print(ml)
print(ml[1:3])
print(ml[::2])
print(ml[-2:])
print(list(ml[1:3]._modules.keys()))
sub = ml[1:]
print(sub[0] is ml[1])
ml[0] = nn.ReLU()
print(ml)
del ml[1:3]
print(ml, list(ml._modules.keys()))
ml.insert(0, nn.Tanh())
print(ml)
print(ml.pop(1))
print(ml)
other = ml + nn.ModuleList([nn.Sigmoid()])
print(other)
print(len(other), len(ml))
ml.extend(nn.Sequential(nn.GELU(), nn.GELU()))
print(ml)
