import torch
import torch.nn as nn
l = nn.Linear(4, 5)
print(l.in_features, l.out_features, l.weight.shape, l.bias.shape, type(l.weight).__name__)
print(l.weight.requires_grad, l.weight.is_leaf, l.weight.dtype)
