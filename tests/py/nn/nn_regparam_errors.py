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
tryit(lambda: m.register_parameter(1, None), "name int")
tryit(lambda: m.register_parameter(1.5, None), "name float")
tryit(lambda: m.register_parameter('a.b', None), "dot")
tryit(lambda: m.register_parameter('', None), "empty")
tryit(lambda: m.register_parameter('training', None), "exists")
tryit(lambda: m.register_parameter('x', None), "buffer")
tryit(lambda: m.register_parameter('p', torch.zeros(1)), "tensor")
tryit(lambda: m.register_parameter('p', torch.zeros(1, dtype=torch.float64)), "double tensor")
tryit(lambda: m.register_parameter('p', 3), "int")
tryit(lambda: m.register_parameter('p', None), "None")
tryit(lambda: m.register_parameter('p', nn.Parameter(torch.ones(1))), "re-register")
print(list(m._parameters))
