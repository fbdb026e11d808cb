import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
w = l.weight
l.load_state_dict({'weight': torch.ones(2,2, dtype=torch.float64), 'bias': torch.tensor([1, 2])})
print(l.weight, l.bias, l.weight is w)
