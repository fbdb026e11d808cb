import torch
# pow promotion
i = torch.tensor([1, 2, 3])
f = torch.tensor([1., 2., 3.])
print(i ** 2, (i ** 2).dtype, i ** 2.0, (i ** 2.0).dtype, i ** 0.5)
print(2 ** i, (2 ** i).dtype, 2.0 ** i, (2.0 ** i).dtype, f ** 2, 2 ** f)
print(i ** i, f ** i, i ** f)
print(torch.tensor([2], dtype=torch.int32) ** torch.tensor(2), (torch.tensor([2], dtype=torch.int32) ** torch.tensor(2)).dtype)
try:
    print(i ** -1)
except Exception as e:
    print(type(e).__name__, e)
print(i ** torch.tensor(-1.), f ** -1, torch.tensor([0.]) ** -1, torch.tensor([-8.]) ** (1 / 3))
print(torch.tensor([True, False]) ** 2, (torch.tensor([True]) ** 2).dtype)
print(torch.pow(i, 3), torch.pow(2, i), torch.pow(f, torch.tensor([0, 1, 2])), i.pow(2), f.pow(0.5))
print(torch.tensor([2], dtype=torch.uint8) ** 8, torch.tensor([3], dtype=torch.int8) ** 5)
