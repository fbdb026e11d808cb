import torch
import torch.nn as nn


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        head = nn.Linear(4, 2)
        return head(self.fc(x))


torch.manual_seed(0)
m = Bad()
x = torch.ones(1, 4)
a = m(x)
b = m(x)
print("same input, same output?", torch.equal(a, b))
print("parameters:", [n for n, _ in m.named_parameters()])
