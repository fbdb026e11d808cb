import torch
import torch.nn as nn
def make(d):
    return nn.Linear(1, 1) if d == 0 else nn.Sequential(make(d - 1), make(d - 1))
m = make(4)
names = [k for k, _ in m.named_parameters()]
print(len(names), names[:3], names[-1])
print(len(list(m.modules())))
