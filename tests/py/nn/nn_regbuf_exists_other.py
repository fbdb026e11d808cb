import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
m = nn.Module()
m.w = nn.Parameter(torch.ones(1)); m.c = nn.ReLU(); m.foo = 3
tryit(lambda: m.register_buffer('w', torch.zeros(1)), "param")
tryit(lambda: m.register_buffer('c', torch.zeros(1)), "child")
tryit(lambda: m.register_buffer('foo', torch.zeros(1)), "plain")
tryit(lambda: m.register_buffer('dump_patches', torch.zeros(1)), "classattr")
