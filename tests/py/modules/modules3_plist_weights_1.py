import torch
import torch.nn as nn

class Mixture(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.weights = nn.ParameterList([nn.Parameter(torch.full((2,), float(i))) for i in range(n)])
        self.gates = nn.ParameterDict({f"g{i}": nn.Parameter(torch.tensor(0.5 * i)) for i in range(n)})
    def forward(self, x):
        return sum(g * (x * w) for w, g in zip(self.weights, self.gates.values()))

m = Mixture(3)
print(m)
print([n for n, _ in m.named_parameters()])
print(m(torch.ones(2)))
print(list(m.state_dict().keys()))
m.weights.append(nn.Parameter(torch.ones(2)))
m.gates["g3"] = nn.Parameter(torch.tensor(1.0))
print(len(m.weights), len(m.gates), sum(p.numel() for p in m.parameters()))
print(m(torch.ones(2)))
