import torch
import torch.nn as nn
def bad(m):
    raise ValueError("boom " + type(m).__name__)
try: nn.Sequential(nn.ReLU()).apply(bad)
except ValueError as e: print(e)
