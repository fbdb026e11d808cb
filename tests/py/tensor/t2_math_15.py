import torch
# where with scalar/tensor mixes & broadcasting, masked ops for losses
a = torch.arange(6.).reshape(2, 3)
print(torch.where(a > 2, a, torch.zeros(1)), torch.where(a > 2, 1.0, a), torch.where(torch.tensor([True, False, True]), a, -a))
print(torch.where(a > 2, torch.tensor([10., 20., 30.]), torch.tensor([[-1.], [-2.]])))
print(a.where(a < 3, torch.tensor(-1.)), torch.where(a == 0, float('nan'), a))
x = torch.tensor([0.5, -2.0, 3.0])
print(torch.where(x.abs() < 1, 0.5 * x ** 2, x.abs() - 0.5), torch.where(x > 0, x, x * 0.01))
try:
    torch.where(a, a, a)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.where(a > 0, a, torch.ones(3, 2))
except Exception as e:
    print(type(e).__name__, e)
