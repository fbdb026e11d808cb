import torch
import torch.nn as nn
print(callable(nn.Linear(1, 1)), callable(nn.Module()))
