import torch
import torch.nn as nn
m = nn.Module()
for k, v in vars(m).items():
    print(k, type(v).__name__)
