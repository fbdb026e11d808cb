import torch
import torch.nn as nn
class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.pd = nn.ParameterDict({'w': nn.Parameter(torch.ones(2))})
n = N()
print([k for k, _ in n.named_parameters()], list(n.state_dict().keys()))
print(n)
