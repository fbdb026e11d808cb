import torch
# wide tensors wrapping
print(torch.arange(40))
print(torch.arange(40.) * 1.5)
print(torch.arange(30.) / 7)
print(torch.arange(3 * 25).reshape(3, 25))
print(torch.arange(2 * 20.).reshape(2, 20) * 1000)
print(torch.arange(25, dtype=torch.float64) - 12)
print(torch.arange(-50, 50, 3))
print(torch.arange(20) % 2 == 0)
print(torch.arange(100, dtype=torch.int8))
