import torch
import torch.nn as nn

torch.manual_seed(3)
m = nn.Linear(2, 2)
opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(3, 2)
m(x).sum().backward()
opt.step()
buf = opt.state[m.weight]["momentum_buffer"]
print(buf.dtype)
m.double()
print(m.weight.dtype, opt.state[m.weight]["momentum_buffer"].dtype)
opt.zero_grad()
try:
    m(x.double()).sum().backward()
    opt.step()
    print("stepped", m.weight.dtype)
except RuntimeError as e:
    print("RuntimeError:", e)
