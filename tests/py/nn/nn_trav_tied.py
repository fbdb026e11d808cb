import torch
import torch.nn as nn
torch.manual_seed(0)
n = nn.Module()
n.a = nn.Linear(2, 2)
n.b = nn.Linear(2, 2)
n.b.weight = n.a.weight
print([k for k, _ in n.named_parameters()])
print([k for k, _ in n.named_parameters(remove_duplicate=False)])
print(list(n.state_dict().keys()))
print(n.a.weight is n.b.weight)
