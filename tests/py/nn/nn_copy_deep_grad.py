import torch
import torch.nn as nn
import copy
torch.manual_seed(0)
m = nn.Linear(2, 1)
m(torch.ones(1, 2)).sum().backward()
m2 = copy.deepcopy(m)
print(m2.weight.grad, m2.weight.grad is m.weight.grad)
