import torch
import torch.nn as nn
pd = nn.ParameterDict({'b': nn.Parameter(torch.ones(2)), 'a': torch.zeros(2,2)})
print(list(pd.keys()), type(pd['a']).__name__)
pd['c'] = 3
print(pd)
print([k for k, _ in pd.named_parameters()], len(pd), 'c' in pd)
print(list(pd.values())[-1], [k for k, v in pd.items()])
