import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3), nn.ReLU(), nn.Linear(3, 1))
x = torch.randn(6, 3)
y = torch.randn(6, 1)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = nn.MSELoss()(m(x), y)
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.5f}")
print(m[1].running_mean)
print(m[1].running_var)
print(m[1].num_batches_tracked)
m.eval()
with torch.no_grad():
    print(nn.MSELoss()(m(x), y).item() > 0)
print(list(m.state_dict().keys()))
try:
    m.train()
    m(torch.randn(1, 3))
except ValueError as e:
    print("ValueError:", e)
