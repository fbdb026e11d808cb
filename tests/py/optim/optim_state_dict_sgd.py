import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 1)
opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
print(opt.state_dict())
x = torch.tensor([[1.0, 2.0], [3.0, -1.0]])
for _ in range(2):
    opt.zero_grad()
    m(x).pow(2).mean().backward()
    opt.step()
sd = opt.state_dict()
print(sd)
print(list(sd.keys()), list(sd["state"].keys()))
print(list(sd["param_groups"][0].keys()))
print(sd["state"][0] is opt.state[m.weight])
print(sd["state"][0]["momentum_buffer"] is opt.state[m.weight]["momentum_buffer"])
print(sd["param_groups"][0] is opt.param_groups[0])
