import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
md = nn.ModuleDict({'a': nn.ReLU()})
tryit(lambda: md['zz'], "md[zz]")
tryit(lambda: md.__setitem__('x', 5), "md set int")
tryit(lambda: md.__setitem__(1, nn.ReLU()), "md set intkey")
tryit(lambda: md.__setitem__('a.b', nn.ReLU()), "md dot key")
tryit(lambda: md(torch.ones(1)), "md call")
tryit(lambda: md.update(5), "update int")
tryit(lambda: md.update([nn.ReLU()]), "update elem")
tryit(lambda: md.update([('a',)]), "update len1")
tryit(lambda: md.update([('a', nn.ReLU(), 3)]), "update len3")
