import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
w = l.weight
new = {'weight': torch.ones(2, 2), 'bias': torch.zeros(2)}
l.load_state_dict(new, assign=True)
print(l.weight is w, type(l.weight).__name__, l.weight.requires_grad, l.weight)
