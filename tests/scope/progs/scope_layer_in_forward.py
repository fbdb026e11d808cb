import torch
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()

    def forward(self, x):
        head = nn.Linear(4, 2)
        return self.act(head(x))


m = Bad()
for _ in range(3):
    y = m(torch.ones(1, 4))
print(len(list(m.parameters())))
