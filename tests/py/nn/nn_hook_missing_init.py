import torch
import torch.nn as nn
class E(nn.Module):
    def __init__(self): pass
    def forward(self, x): return x
try: E()(1)
except AttributeError as e: print(e)
try: E().register_forward_hook(lambda *a: None)
except AttributeError as e: print(e)
