import torch
import torch.nn as nn
class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.alpha = nn.Parameter(torch.ones(n))
        self.register_buffer("beta", torch.zeros(n))
    def extra_repr(self):
        return ", ".join(f"{k}={tuple(v.shape)}" for k, v in self.state_dict().items())
class Empty(nn.Module):
    def extra_repr(self):
        return ""
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.s = Scale(3)
        self.e = Empty()
        self.seq = nn.Sequential(Scale(1), Empty())
print(Net())
print(Scale(2))
print(repr(Empty()))
