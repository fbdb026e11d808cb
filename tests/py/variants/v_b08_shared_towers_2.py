import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
a = nn.Linear(2, 2)
a.register_buffer("stat", torch.zeros(2))
b = copy.deepcopy(a)
print(b.weight is a.weight, torch.equal(b.weight, a.weight), type(b.weight).__name__, b.weight.requires_grad)
print(b.stat is a.stat, list(b.state_dict().keys()))
a(torch.ones(1, 2)).sum().backward()
c = copy.deepcopy(a)
print(a.weight.grad is not None, c.weight.grad)
with torch.no_grad():
    a.weight.zero_()
print(b.weight.abs().sum() > 0, a.weight.abs().sum().item())
seq = nn.Sequential(a, a)
seq2 = copy.deepcopy(seq)
print(seq2[0] is seq2[1], seq2[0] is a)
print(len(list(seq2.parameters())))
