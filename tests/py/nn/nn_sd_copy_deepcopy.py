import torch
import torch.nn as nn
import copy
torch.manual_seed(0)
l = nn.Linear(2, 1)
sd = copy.deepcopy(l.state_dict())
sd['bias'].fill_(7.0)
print(l.bias.item() == 7.0, type(sd).__name__, list(sd))
