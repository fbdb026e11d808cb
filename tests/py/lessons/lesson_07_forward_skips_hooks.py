import torch
import torch.nn as nn

m = nn.Linear(2, 1)
with torch.no_grad():
    m.weight.fill_(1.0)
    m.bias.fill_(0.0)


def double_input(module, args):
    print("pre-hook fired")
    return (args[0] * 2,)


m.register_forward_pre_hook(double_input)
x = torch.ones(1, 2)
print("m(x):", m(x).item())
print("m.forward(x):", m.forward(x).item())
