import copy
import torch
import torch.nn as nn


class Towers(nn.Module):
    def __init__(self, shared):
        super().__init__()
        base = nn.Sequential(nn.Linear(3, 3), nn.ReLU())
        self.left = base
        self.right = base if shared else copy.deepcopy(base)

    def forward(self, a, b):
        return self.left(a) + self.right(b)


torch.manual_seed(0)
for shared in (True, False):
    m = Towers(shared)
    print("shared" if shared else "independent")
    print("  params:", len(list(m.parameters())), "state_dict:", len(m.state_dict()))
    print("  modules:", [n for n, _ in m.named_modules()])
    opt = torch.optim.SGD(m.parameters(), lr=0.5)
    m(torch.ones(1, 3), torch.ones(1, 3)).sum().backward()
    print("  left grad:", m.left[0].bias.grad)
    opt.step()
    print("  equal after step:", torch.equal(m.left[0].weight, m.right[0].weight))
