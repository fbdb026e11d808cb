import torch
import torch.nn as nn


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("mask", torch.tensor([1.0, 0.0, 1.0]))
        self.gain = nn.Parameter(torch.tensor(2.0))
        self.note = torch.zeros(1)


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.first = Inner()
        self.bias = nn.Parameter(torch.zeros(3))
        self.second = Inner()
        self.loose = [torch.ones(2)]


o = Outer()
print([n for n, _ in o.named_parameters()])
print([n for n, _ in o.named_buffers()])
print(list(o.state_dict().keys()))
print([k for k in vars(o) if not k.startswith("_")])
print([k for k in vars(o.first) if not k.startswith("_")])
print(o._parameters.keys())
print(o._modules.keys())
print(len(list(o.parameters())), len(list(o.buffers())))
for name, b in o.named_buffers(prefix="net"):
    print(name, b)
