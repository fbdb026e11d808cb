import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 1)
opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
m(torch.ones(1, 2)).sum().backward()
opt.step()
print(opt.state)
opt2 = torch.optim.Adam(m.parameters())
opt2.step()
for p, s in opt2.state.items():
    print(p.shape, s)
