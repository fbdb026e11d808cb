import torch
import torch.nn as nn
m = nn.Module(); m.a = nn.ReLU(); m.b = None; m.add_module('c', None)
print(list(m._modules.items()), list(m.named_children()), [k for k, _ in m.named_modules()])
print(m)
