import torch
x = torch.arange(1., 8)
print(x.unfold(0, 2, 1))
print(x.unfold(0, 2, 2))
print(x.unfold(0, 3, 2).stride())
m = torch.arange(16.).reshape(4, 4)
p = m.unfold(0, 2, 2).unfold(1, 2, 2)
print(p.shape)
print(p.reshape(-1, 4))
for a in [(0, 8, 1), (0, 2, 0), (1, 2, 1), (0, -1, 1)]:
    try:
        print(x.unfold(*a))
    except Exception as e:
        print(type(e).__name__, e)
