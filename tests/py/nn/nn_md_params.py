import torch
import torch.nn as nn
torch.manual_seed(0)
n = nn.Module()
n.heads = nn.ModuleDict({'cls': nn.Linear(2, 3), 'reg': nn.Linear(2, 1)})
print([k for k, _ in n.named_parameters()])
print(n.heads.cls.out_features, n.heads['reg'].out_features)
