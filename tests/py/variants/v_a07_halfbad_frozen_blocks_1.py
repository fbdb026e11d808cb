import torch
import torch.nn as nn


class HalfBad(nn.Module):
    def __init__(self):
        super().__init__()
        self.inp = nn.Linear(3, 5)
        self.mids = [nn.Linear(5, 5), nn.Linear(5, 5)]
        self.out = nn.Linear(5, 2)

    def forward(self, x):
        x = torch.tanh(self.inp(x))
        for m in self.mids:
            x = torch.tanh(m(x))
        return self.out(x)


torch.manual_seed(42)
m = HalfBad()
snap_in = m.inp.weight.clone()
snap_mid = m.mids[1].weight.clone()
opt = torch.optim.Adam(m.parameters(), lr=0.01)
print("tensors in optimizer:", sum(len(g["params"]) for g in opt.param_groups))
x = torch.randn(8, 3)
y = torch.randn(8, 2)
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(m(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print("inp changed:", not torch.equal(snap_in, m.inp.weight))
print("mid changed:", not torch.equal(snap_mid, m.mids[1].weight))
print("mid grad:", m.mids[1].weight.grad is not None)
print(len(opt.state))
