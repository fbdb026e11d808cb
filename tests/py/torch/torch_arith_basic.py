import torch
a = torch.tensor([1., 2., 3.])
b = torch.tensor([4., 5., 6.])
print(a + b, a - b, a * b, a / b)
print(a ** 2, 2 ** a, a // 2, a % 2)
print(-a, abs(-a), +a)
print(2 - a, 2 / a, 2 * a, 2 + a, 7 // a, 7 % a)
print(a @ b)
