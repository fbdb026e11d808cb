import torch
import torch.nn as nn

model = nn.Linear(2, 2)
opt_a = torch.optim.SGD(model.parameters(), lr=0.1)
opt_b = torch.optim.SGD([model.weight], lr=0.01)
for step in range(2):
    opt_a.zero_grad()
    loss = model(torch.ones(1, 2)).sum()
    loss.backward()
    opt_a.step()
    opt_b.step()
try:
    torch.optim.SGD([{"params": [model.bias]}, {"params": [model.bias]}], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
