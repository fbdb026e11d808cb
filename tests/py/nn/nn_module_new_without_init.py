import torch
import torch.nn as nn
m = nn.Module.__new__(nn.Module)
print(type(m).__name__, vars(m))
try: m.x = nn.Parameter(torch.ones(1))
except AttributeError as e: print(e)
m.y = 5; print(m.y)
