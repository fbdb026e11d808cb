import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.good = nn.Linear(1, 1)
        self.bad = [nn.Linear(1, 1)]
        self.t = torch.ones(1)
net = Net()
for k, v in vars(net).items():
    if k.startswith('_') or k == 'training': continue
    print(k, type(v).__name__)
