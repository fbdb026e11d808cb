import torch
import torch.nn as nn
print(list(vars(nn.ReLU()).keys()))
print(list(vars(nn.Tanh()).keys()))
