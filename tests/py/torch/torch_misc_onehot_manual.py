import torch
labels = torch.tensor([0, 2, 1])
oh = torch.zeros(3, 3)
oh[torch.arange(3), labels] = 1
print(oh)
print(torch.eye(3)[labels])
