import torch
import torch.nn as nn
m = nn.Linear(1, 1)
s = m.__getstate__()
print(type(s).__name__, list(s.keys())[:3])
m2 = nn.Module.__new__(nn.Module)
m2.__setstate__({'training': True, '_parameters': {}, '_buffers': {}, '_modules': {}})
print(len(vars(m2)) >= 4, m2)
