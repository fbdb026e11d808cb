import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
m = nn.Module()
m.register_buffer('x', torch.zeros(1))
tryit(lambda: m.add_module(1, nn.ReLU()), "name int")
tryit(lambda: m.add_module('a.b', nn.ReLU()), "dot")
tryit(lambda: m.add_module('', nn.ReLU()), "empty")
tryit(lambda: m.add_module('training', nn.ReLU()), "exists")
tryit(lambda: m.add_module('x', nn.ReLU()), "buffer")
tryit(lambda: m.add_module('c', 3), "int")
tryit(lambda: m.add_module('c', torch.zeros(1)), "tensor")
tryit(lambda: m.add_module('c', [nn.ReLU()]), "list")
tryit(lambda: m.add_module(1, 3), "both bad")
tryit(lambda: m.add_module('c', None), "None")
tryit(lambda: m.add_module('c', nn.ReLU()), "re-add")
tryit(lambda: m.register_module('d', nn.Tanh()), "register_module")
tryit(lambda: m.register_module('e.f', nn.Tanh()), "register_module dot")
print(list(m._modules))
