import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1,1), nn.ReLU())
memo = set()
print([k for k, _ in s.named_modules(memo)])
print(len(memo))
print([k for k, _ in s.named_modules(memo)])
