import torch
import torch.nn as nn


class Frozen(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2)
        self.b = nn.Linear(2, 1)


f = Frozen()
f.requires_grad_(False)
trainable = [p for p in f.parameters() if p.requires_grad]
print("trainable:", len(trainable))
try:
    torch.optim.SGD(trainable, lr=0.1)
except ValueError as e:
    print("ValueError:", e)
f.b.requires_grad_(True)
trainable = [p for p in f.parameters() if p.requires_grad]
opt = torch.optim.SGD(trainable, lr=0.1)
print("trainable:", len(trainable), [n for n, p in f.named_parameters() if p.requires_grad])
print(opt)
