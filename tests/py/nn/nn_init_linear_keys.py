import torch
import torch.nn as nn
print(list(vars(nn.Linear(2, 3)).keys()))
