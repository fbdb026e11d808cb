import torch
import torch.nn as nn
import warnings
warnings.simplefilter('ignore')
l = nn.Linear(0, 2)
print(l.weight.shape, l.bias)
