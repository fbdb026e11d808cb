import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
tryit(lambda: nn.Sequential(3), "seq(3)")
tryit(lambda: nn.Sequential([nn.ReLU()]), "seq(list)")
tryit(lambda: nn.Sequential(nn.ReLU(), 'x'), "seq str")
tryit(lambda: nn.Sequential(None), "seq None")
tryit(lambda: nn.Sequential(*[nn.ReLU(), nn.Tanh()]), "seq star")
