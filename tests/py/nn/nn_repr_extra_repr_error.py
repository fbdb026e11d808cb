import torch
import torch.nn as nn
class M(nn.Module):
    def extra_repr(self): raise ValueError("no repr")
try: repr(M())
except ValueError as e: print(e)
