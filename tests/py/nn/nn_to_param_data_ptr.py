import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
wd = l.weight.data
l.double()
print(l.weight.data_ptr() == wd.data_ptr(), wd.dtype)
