import torch
import torch.nn as nn
print(list(vars(nn.Module()).keys()))
