import torch
import torch.nn as nn
import copy
m = nn.Module()
m.a = nn.Linear(2, 2); m.b = nn.Linear(2, 2)
m.b.weight = m.a.weight
m.c = m.a
m2 = copy.deepcopy(m)
print(m2.b.weight is m2.a.weight, m2.c is m2.a, m2.a.weight is m.a.weight)
print([k for k, _ in m2.named_parameters()])
