import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
ml = nn.ModuleList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])
del ml[0]
print(list(ml._modules.keys()), ml)
ml[0] = nn.Identity(); print(ml)
tryit(lambda: ml.__setitem__(0, 3), "set int")
del ml[:]
print(ml, len(ml))
