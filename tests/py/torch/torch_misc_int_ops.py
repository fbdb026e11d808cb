import torch
a = torch.tensor([7, -7, 5])
print(a // 2, a % 3, a / 2, a * 2, a - 10, a << 1, a >> 1, a & 3, a | 8, a ^ 1)
print(a.abs(), -a, a.sign(), a.float().mean(), a.max(), a.sum())
print(a.clamp(-5, 5), a.pow(2), a ** 2)
