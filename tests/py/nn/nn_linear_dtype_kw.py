import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1, dtype=torch.float64)
print(l.weight.dtype, l.weight)
