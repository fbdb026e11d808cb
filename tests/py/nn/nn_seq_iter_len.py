import torch
import torch.nn as nn
s = nn.Sequential(nn.ReLU(), nn.Tanh())
print([type(m).__name__ for m in s], len(s), bool(s), bool(nn.Sequential()))
print(nn.ReLU() in s, s[0] in s)
