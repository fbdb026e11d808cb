import torch
# torch.Size behaviour
s = torch.Size([2, 3, 4])
print(s, repr(s), str(s), type(s).__name__, len(s), s[0], s[-1], s[1:], type(s[1:]).__name__)
print(s == (2, 3, 4), s == [2, 3, 4], tuple(s), list(s), s + (5,), type(s + (5,)).__name__, (1,) + s)
print(s.numel(), torch.Size([]).numel(), torch.Size([]), torch.Size([0, 3]).numel(), torch.Size(()))
print(s.index(3), s.count(2), 4 in s, hash(s) == hash((2, 3, 4)))
print(torch.ones(2, 3).shape == torch.Size([2, 3]), isinstance(s, tuple))
a, b, c = s
print(a, b, c, max(s), sum(s), sorted(s, reverse=True))
print(s * 2, type(s * 2).__name__)
print(f"{s}", "%s" % (s,), [s])
try:
    torch.Size([1.5])
except Exception as e:
    print(type(e).__name__, e)
print(torch.Size([torch.tensor(3), 2]))
print(torch.ones(s).shape, torch.zeros(2, 3).view(torch.Size([3, 2])).shape)
