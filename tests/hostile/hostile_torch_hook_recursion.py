import torch
import torch.nn as nn
m = nn.Linear(2, 2)
def hook(mod, inp, out):
    return mod(inp[0])
m.register_forward_hook(hook)
m(torch.zeros(1, 2))
