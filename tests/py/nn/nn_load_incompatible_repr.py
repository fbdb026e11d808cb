import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
r = l.load_state_dict({'weight': torch.zeros(2,2), 'zz': torch.zeros(1)}, strict=False)
print(r)
print(r == (['bias'], ['zz']), len(r), r[0])
