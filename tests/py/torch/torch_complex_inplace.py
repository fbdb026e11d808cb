import torch
z = torch.tensor([1 + 2j, -3 - 4j])
z += 1
print(z)
z *= 1j
print(z)
z -= torch.tensor([1.0, 2.0])
print(z)
z /= 2
print(z)
z.add_(1j).mul_(2).sub_(z, alpha=0.5).div_(1 - 1j)
print(z)
x = torch.ones(2)
try:
    x += 1j
except RuntimeError as e:
    print("RuntimeError", e)
