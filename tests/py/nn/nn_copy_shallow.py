import torch
import torch.nn as nn
import copy
m = nn.Linear(1, 1)
m2 = copy.copy(m)
print(m2 is m, m2.weight is m.weight, m2._parameters is m._parameters)
m2.extra = 1
print(hasattr(m, 'extra'))
