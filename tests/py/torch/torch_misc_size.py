import torch
s = torch.Size([2, 3, 4])
print(s, type(s).__name__, s[0], s[-1], s[1:], len(s), s.numel(), list(s), tuple(s))
print(s == (2, 3, 4), s == torch.Size([2, 3, 4]), isinstance(s, tuple))
a, b, c = s
print(a * b * c)
print(torch.zeros(s).shape, torch.ones(*s).shape, torch.randn(s).shape == s)
