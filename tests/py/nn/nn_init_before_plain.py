import torch
import torch.nn as nn
class A(nn.Module):
    def __init__(self):
        self.x = 1
        self.t = torch.zeros(1)
        super().__init__()
a = A()
print(a.x, list(vars(a).keys())[:4])
