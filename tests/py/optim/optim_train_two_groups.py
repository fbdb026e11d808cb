import torch
import torch.nn as nn

torch.manual_seed(3)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.SGD([
    {"params": model[0].parameters(), "lr": 0.01},
    {"params": model[2].parameters()},
], lr=0.1, momentum=0.9)
x = torch.randn(10, 4)
t = torch.tensor([0, 1, 1, 0, 1, 0, 0, 1, 1, 0])
loss_fn = nn.CrossEntropyLoss()
for i in range(25):
    opt.zero_grad()
    loss = loss_fn(model(x), t)
    loss.backward()
    opt.step()
    if i % 5 == 4:
        print(i, loss.item())
print([g["lr"] for g in opt.param_groups])
print(model[2].bias.tolist())
