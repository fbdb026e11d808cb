import torch
import torch.nn as nn
m = nn.Linear(1, 1)
del m.bias
try: print(m.bias)
except AttributeError as e: print(e)
print([k for k, _ in m.named_parameters()])
