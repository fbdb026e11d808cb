import torch
torch.zeros(10**10, 10**10)
