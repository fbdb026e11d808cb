import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        super().__setattr__('w', nn.Parameter(torch.ones(1)))
        nn.Module.__setattr__(self, 'c', nn.ReLU())
        object.__setattr__(self, 'raw', nn.Tanh())
m = M()
print(list(m._parameters), list(m._modules), 'raw' in m.__dict__)
