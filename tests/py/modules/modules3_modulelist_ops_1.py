import torch
import torch.nn as nn

ml = nn.ModuleList([nn.Linear(1, 2), nn.ReLU()])
ml.append(nn.Linear(2, 3))
ml.insert(1, nn.Dropout(0.1))
ml.extend([nn.Tanh(), nn.Sigmoid()])
print(ml)
print(len(ml))
print(type(ml[1:3]).__name__, ml[1:3])
print(ml[-1])
del ml[0]
print(ml)
del ml[1:3]
print([type(m).__name__ for m in ml])
ml2 = ml + nn.ModuleList([nn.GELU()])
print(type(ml2).__name__, len(ml2))
print(ml2)
ml[0] = nn.Identity()
print(ml[0])
try:
    ml[100]
except IndexError as e:
    print(type(e).__name__, e)
try:
    ml.append(3)
except TypeError as e:
    print(type(e).__name__, e)
ml += [nn.ReLU()]
print(len(ml))
print(nn.ModuleList())
print(ml.pop(0), len(ml))
print([n for n, _ in ml.named_children()])
