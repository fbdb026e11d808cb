import torch
import torch.nn as nn

torch.manual_seed(1)
x = torch.rand(32, 2)
y = (x[:, :1] * x[:, 1:] * 4 - 1)
model = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(60):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    if step % 15 == 0:
        print(step, loss.item())
print(loss.item())
print(model[4].bias.tolist())
print(model[0].weight[0].tolist())
print(opt.state[model[4].bias]["step"])
