import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
l = nn.Linear(2, 2)
tryit(lambda: l(torch.ones(1, 3)), "shape")
tryit(lambda: l([1.0, 2.0]), "list input")
tryit(lambda: l(torch.ones(1, 2, dtype=torch.float64)), "double")
