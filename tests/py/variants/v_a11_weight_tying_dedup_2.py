import torch
import torch.nn as nn


class Tri(nn.Module):
    def __init__(self):
        super().__init__()
        core = nn.Linear(2, 2)
        self.x = core
        self.mid = nn.ReLU()
        self.y = core
        self.z = nn.Sequential(core, nn.Tanh())


t = Tri()
print([n for n, _ in t.named_modules()])
print([n for n, _ in t.named_modules(remove_duplicate=False)])
print([n for n, _ in t.named_children()])
print([n for n, _ in t.named_parameters()])
print([n for n, _ in t.named_parameters(remove_duplicate=False)])
print(list(t.state_dict().keys()))
print(t)
sd = t.state_dict()
print(sd["x.weight"].data_ptr() == sd["z.0.weight"].data_ptr())
