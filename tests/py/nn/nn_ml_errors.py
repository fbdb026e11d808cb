import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
ml = nn.ModuleList([nn.ReLU(), nn.Tanh()])
tryit(lambda: ml[-6], "ml[-6]")
tryit(lambda: ml[5], "ml[5]")
tryit(lambda: ml['a'], "ml['a']")
tryit(lambda: ml.extend(nn.ReLU()), "extend module")
tryit(lambda: ml.extend(5), "extend int")
tryit(lambda: ml.append(5), "append int")
tryit(lambda: nn.ModuleList([5]), "ml([5])")
tryit(lambda: nn.ModuleList(5), "ml(5)")
tryit(lambda: ml(torch.ones(1)), "ml call")
