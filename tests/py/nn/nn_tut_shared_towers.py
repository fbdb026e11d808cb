import torch
import torch.nn as nn
torch.manual_seed(0)
class Siamese(nn.Module):
    def __init__(self):
        super().__init__()
        self.tower = nn.Sequential(nn.Linear(3, 2), nn.ReLU())
        self.other = self.tower
    def forward(self, a, b):
        return self.tower(a) - self.other(b)
s = Siamese()
print([k for k, _ in s.named_parameters()])
print(list(s.state_dict().keys()))
print(s(torch.ones(1, 3), torch.ones(1, 3)))
