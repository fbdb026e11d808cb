import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
m = nn.Module()
tryit(lambda: m.register_buffer(1, torch.zeros(1)), "name int")
tryit(lambda: m.register_buffer('a.b', torch.zeros(1)), "dot")
tryit(lambda: m.register_buffer('', torch.zeros(1)), "empty")
tryit(lambda: m.register_buffer('training', torch.zeros(1)), "exists")
tryit(lambda: m.register_buffer('forward', torch.zeros(1)), "method")
tryit(lambda: m.register_buffer('x', 3), "int value")
tryit(lambda: m.register_buffer('x', [1]), "list value")
tryit(lambda: m.register_buffer('x', nn.ReLU()), "module value")
tryit(lambda: m.register_buffer('x', None), "None")
print(m._buffers)
