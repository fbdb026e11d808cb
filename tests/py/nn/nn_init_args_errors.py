import torch
import torch.nn as nn
class S(nn.Module):
    def __init__(self, x):
        super().__init__(x)
class S2(nn.Module):
    def __init__(self):
        super().__init__(k=1)
for f in (lambda: S(3), lambda: S2(), lambda: nn.Module(1), lambda: nn.Module(a=1), lambda: nn.Module(1, 2)):
    try: f()
    except TypeError as e: print(e)
