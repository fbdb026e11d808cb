import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s = nn.Sequential(nn.ReLU(), nn.Tanh(), nn.Sigmoid(), nn.Identity())
del s[1]
print(list(s._modules.keys()), type(s._modules).__name__)
print(s)
del s[0:2]
print(s)
tryit(lambda: s.__delitem__(5), "del oob")
