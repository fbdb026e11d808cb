import torch
import torch.nn as nn
print(nn.ParameterDict({'x': nn.Parameter(torch.ones(2))}))
print(nn.ParameterDict({'b': nn.Parameter(torch.ones(2)), 'a': torch.zeros(2, 2, dtype=torch.float64)}))
print(nn.ParameterDict())
class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.pd = nn.ParameterDict({'x': nn.Parameter(torch.ones(2)), 'y': nn.Parameter(torch.ones(1))})
        self.pl = nn.ParameterList([nn.Parameter(torch.ones(2))])
print(N())
