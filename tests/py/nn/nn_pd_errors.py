import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
pd = nn.ParameterDict({'a': nn.Parameter(torch.ones(1))})
tryit(lambda: pd[1], "pd[1]")
tryit(lambda: pd['zz'], "pd[zz]")
tryit(lambda: pd(torch.ones(1)), "pd call")
tryit(lambda: pd.__setitem__(1, torch.ones(1)), "set int key")
tryit(lambda: pd.update(5), "update int")
tryit(lambda: pd.update([1]), "update elem")
tryit(lambda: pd.update([('a', 1, 2)]), "update len")
