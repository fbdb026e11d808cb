import torch
torch.zeros(10**6, 10**6)
