import torch
# arange variants & dtype inference
print(torch.arange(5), torch.arange(5).dtype)
print(torch.arange(5.), torch.arange(5.).dtype)
print(torch.arange(1, 4), torch.arange(1, 4, 0.5), torch.arange(0, 1, 0.1))
print(torch.arange(10, 0, -3), torch.arange(-2, 2))
print(torch.arange(0, 5, dtype=torch.float64), torch.arange(3, dtype=torch.int32))
print(torch.arange(0.5, 3), torch.arange(1, 2.5, 0.5).shape)
print(torch.arange(0), torch.arange(3, 3), torch.arange(0, 1, 0.3))
print(torch.arange(5, requires_grad=False).dtype)
print(torch.arange(4., requires_grad=True))
for args in [(0, 5, 0), (5, 0, 1), (0, float('inf'))]:
    try:
        print(torch.arange(*args))
    except Exception as e:
        print(type(e).__name__, e)
print(torch.arange(torch.tensor(4)), torch.arange(torch.tensor(3.)))
