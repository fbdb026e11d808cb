import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
torch.manual_seed(0)
l.reset_parameters()
print(l.weight)
print(l.reset_parameters())
