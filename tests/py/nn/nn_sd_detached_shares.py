import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
sd = l.state_dict()
sd['bias'].fill_(7.0)
print(l.bias)
