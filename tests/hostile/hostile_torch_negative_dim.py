import torch
torch.zeros(-1, 3)
