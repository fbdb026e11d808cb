import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("keep", torch.zeros(2))
        self.register_buffer("mask", torch.ones(2), persistent=False)


m = M()
print(list(m.state_dict().keys()))
