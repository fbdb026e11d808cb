import torch
x = torch.zeros(1000, 1000)
while True:
    x = x + 1
