import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s = nn.Sequential(nn.ReLU(), nn.Tanh(), nn.Sigmoid())
print(s.pop(0), len(s), list(s._modules))
print(s.pop(-1), s)
tryit(lambda: s.pop(5), "pop oob")
