import torch
import torch.nn as nn
m = nn.Linear(1, 1)
print(m.share_memory() is m)
