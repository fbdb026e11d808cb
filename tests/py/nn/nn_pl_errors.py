import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
pl = nn.ParameterList([nn.Parameter(torch.ones(2))])
tryit(lambda: pl[10], "pl[10]")
tryit(lambda: pl[-10], "pl[-10]")
tryit(lambda: pl(torch.ones(1)), "pl call")
tryit(lambda: pl.extend(torch.ones(2)), "pl extend tensor")
tryit(lambda: pl.extend(5), "pl extend int")
tryit(lambda: pl['a'], "pl['a']")
