import torch
# ellipsis/None combos on 0-d and 1-d, and index with tensors of 0 elements
s = torch.tensor(3.)
print(s[...], s[None], s[None, None].shape, s[..., None].shape, s[()] if True else '', s[()].shape)
v = torch.arange(4)
print(v[...], v[None, ...].shape, v[..., None, None].shape, v[[]].shape if False else v[torch.tensor([], dtype=torch.long)], v[1:1])
try:
    print(s[0])
except Exception as e:
    print(type(e).__name__, e)
try:
    print(s[:])
except Exception as e:
    print(type(e).__name__, e)
s2 = s.clone()
s2[...] = 7
print(s2)
s2[()] = 8
print(s2)
print(v[(Ellipsis,)], v[(None, 2)])
