import torch
import torch.nn as nn
torch.manual_seed(0)
class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(2, 2), nn.Linear(2, 2)]
    def forward(self, x):
        for l in self.layers: x = l(x)
        return x
b = Bad()
print(b)
print(len(list(b.parameters())), list(b.state_dict()))
print('layers' in b.__dict__, type(b.layers).__name__)
