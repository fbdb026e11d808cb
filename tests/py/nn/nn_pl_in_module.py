import torch
import torch.nn as nn
class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.ws = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(2)])
n = N()
print([k for k, _ in n.named_parameters()], list(n.state_dict().keys()))
