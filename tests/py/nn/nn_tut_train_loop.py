import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 4), nn.Tanh(), nn.Linear(4, 1))
x = torch.tensor([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
y = torch.tensor([[1.0], [1.0], [0.0]])
for step in range(3):
    model.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        for p in model.parameters():
            p -= 0.1 * p.grad
    print(step, round(loss.item(), 4))
