import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
ml = nn.ModuleList([nn.ReLU(), nn.Tanh()])
tryit(lambda: ml.insert(-1, nn.Sigmoid()), "insert -1")
print(list(ml._modules.keys()))
ml2 = nn.ModuleList([nn.ReLU()])
ml2.insert(5, nn.Tanh())
print(list(ml2._modules.keys()))
