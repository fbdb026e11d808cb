import torch
import torch.nn as nn
class N(nn.Module): pass
for m in (N(), nn.Module(), nn.ModuleList(), nn.ModuleDict()):
    try: m(1)
    except NotImplementedError as e: print(e)
