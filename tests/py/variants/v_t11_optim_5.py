import torch, torch.nn as nn
torch.manual_seed(5)
m = nn.Linear(2, 2)
opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
def closure():
    opt.zero_grad()
    loss = m(torch.ones(3, 2)).pow(2).sum()
    loss.backward()
    return loss
for _ in range(3):
    l = opt.step(closure)
    print(round(l.item(), 5))
print(opt.state[m.weight]["momentum_buffer"])
opt.param_groups[0]["lr"] = 0.01
print(opt.param_groups[0]["lr"], opt.defaults["lr"])
opt.param_groups[0]["momentum"] = 0.0
opt.step(closure)
print(m.bias)
sd = opt.state_dict()
print(list(sd.keys()), sd["param_groups"][0]["params"], list(sd["state"].keys()))
o2 = torch.optim.SGD(m.parameters(), lr=1.0)
o2.load_state_dict(sd)
print(o2.param_groups[0]["lr"], o2.param_groups[0]["momentum"], sorted(o2.state[m.weight].keys()))
