import torch
import torch.nn as nn

torch.manual_seed(0)
e = nn.Embedding(4, 2, padding_idx=0)
e(torch.tensor([0, 1, 0, 3])).sum().backward()
print(e.weight.grad)
