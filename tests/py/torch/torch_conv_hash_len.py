import torch
a = torch.ones(3)
b = torch.ones(3)
s = {a, b}
print(len(s), a in s, len(a), len(torch.ones(4, 2)))
d = {a: 1}
print(d[a])
print(hash(a) == hash(a))
print(list(torch.arange(3)), [int(v) for v in torch.arange(3)])
print(sum(torch.arange(4)), max(torch.tensor([1, 5, 2])))
