import torch
x = torch.tensor([1, 2, 3, 4, 5, 6, 7, 8]).view(4, 2)
print(torch.roll(x, 1))
print(torch.roll(x, 1, 0))
print(torch.roll(x, -1, 0))
print(torch.roll(x, shifts=(2, 1), dims=(0, 1)))
print(torch.arange(5).roll(7))
print(torch.arange(5).roll(-12, dims=0))
try:
    x.roll((1, 2), 0)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.roll(1, 2)
except Exception as e:
    print(type(e).__name__, e)
