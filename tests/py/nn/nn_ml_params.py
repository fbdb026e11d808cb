import torch
import torch.nn as nn
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
        self.plain = [nn.Linear(2, 2) for _ in range(3)]
    def forward(self, x):
        for l in self.layers: x = l(x)
        return x
n = Net()
print(len(list(n.parameters())), [k for k, _ in n.named_parameters()][:3])
print(list(n.state_dict().keys()))
print(n(torch.ones(1, 2)).shape)
