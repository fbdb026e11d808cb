import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(3, 1)
opt = torch.optim.Adam(m.parameters(), lr=0.05)
held = opt.param_groups[0]["params"]
m.double()
print([h is p for h, p in zip(held, m.parameters())], held[0].dtype)
x = torch.randn(5, 3, dtype=torch.float64)
y = torch.randn(5, 1, dtype=torch.float64)
for i in range(3):
    opt.zero_grad()
    loss = ((m(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    print(i, f"{loss.item():.6f}")
st = opt.state[m.weight]
print(st["exp_avg"].dtype, st["step"], st["step"].dtype)
print(m.weight)
