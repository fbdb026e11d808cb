import torch
import torch.nn as nn

pl = nn.ParameterList()
for i in range(3):
    pl.append(nn.Parameter(torch.full((i + 1,), float(i))))
print(pl)
print(len(pl), [p.shape for p in pl])
pl.extend([torch.ones(2, 2), torch.zeros(1)])
print([type(p).__name__ for p in pl])
print([n for n, _ in pl.named_parameters()])
print(pl[-1], pl[0])
sl = pl[1:3]
print(type(sl).__name__, len(sl))
pl[0] = nn.Parameter(torch.tensor([5.0]))
print(pl[0])
total = sum(p.sum() for p in pl)
print(total)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(3)])

    def forward(self, x):
        for w in self.weights:
            x = x * w
        return x.sum()


n = Net()
print(n)
n(torch.full((2,), 2.0)).backward()
print([w.grad for w in n.weights])
print(list(n.state_dict().keys()))
