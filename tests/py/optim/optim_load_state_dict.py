import torch
import torch.nn as nn

torch.manual_seed(0)
m1 = nn.Linear(3, 2)
m2 = nn.Linear(3, 2)
m2.load_state_dict(m1.state_dict())
x = torch.tensor([[0.1, -0.2, 0.3], [1.0, 0.5, -0.5]])
o1 = torch.optim.Adam(m1.parameters(), lr=0.01)
for _ in range(3):
    o1.zero_grad()
    m1(x).sum().backward()
    o1.step()
m2.load_state_dict(m1.state_dict())
o2 = torch.optim.Adam(m2.parameters(), lr=0.5)
o2.load_state_dict(o1.state_dict())
print(o2)
print(o2.state_dict()["param_groups"])
print(list(o2.param_groups[0].keys()))
print(o2.param_groups[0]["params"][0] is m2.weight)
print(o2.state[m2.weight]["step"], o2.state[m2.weight]["exp_avg"])
print(o2.state[m2.weight]["exp_avg"] is o1.state[m1.weight]["exp_avg"])
for o, m in ((o1, m1), (o2, m2)):
    for _ in range(2):
        o.zero_grad()
        m(x).sum().backward()
        o.step()
print(torch.equal(m1.weight, m2.weight), torch.equal(m1.bias, m2.bias))
print(m2.weight.tolist())
s = torch.optim.SGD(m2.parameters(), lr=0.1, momentum=0.9)
s.load_state_dict(torch.optim.SGD(m1.parameters(), lr=0.3, momentum=0.1).state_dict())
print(s)
