import torch
import torch.nn as nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(3, 3, bias=False)
        self.dec = nn.Linear(3, 3, bias=False)
        self.dec.weight = self.enc.weight


m = Tied()
print("parameters():", len(list(m.parameters())))
print("state_dict():", list(m.state_dict().keys()))
print("same tensor:", m.state_dict()["enc.weight"].data_ptr() == m.state_dict()["dec.weight"].data_ptr())
