import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1).double()
print(l(torch.ones(1, 2, dtype=torch.float64)))
try: l(torch.ones(1, 2))
except RuntimeError as e: print(e)
