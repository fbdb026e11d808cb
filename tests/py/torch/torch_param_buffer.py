import torch
import torch.nn as nn
b = nn.Buffer(torch.ones(2))
print(b, type(b).__name__, b.persistent)
c = nn.Buffer(torch.zeros(2), persistent=False)
print(c.persistent)
