import torch
import torch.nn as nn
m = nn.Linear(2, 2)
print(type(m.weight).__name__, m.bias.shape)
try: m.nope
except AttributeError as e: print(e)
print(getattr(m, 'nope', 'dflt'), hasattr(m, 'weight'), hasattr(m, 'nope'))
