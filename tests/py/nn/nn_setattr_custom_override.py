import torch
import torch.nn as nn
class M(nn.Module):
    def __setattr__(self, name, value):
        print("set", name, type(value).__name__)
        super().__setattr__(name, value)
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
        self.k = 2
m = M()
print(list(m._modules), m.k)
