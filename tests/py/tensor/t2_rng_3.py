import torch
# randint ranges and dtypes
torch.manual_seed(0)
print(torch.randint(10, (5,)), torch.randint(3, 8, (2, 3)), torch.randint(-5, 5, (6,)))
print(torch.randint(0, 2, (10,)), torch.randint(100, (3,), dtype=torch.int32), torch.randint(5, (4,), dtype=torch.float32))
print(torch.randint(0, 256, (5,), dtype=torch.uint8), torch.randint(2, (4,)).dtype, torch.randint(1, 2, (3,)))
print(torch.randint(0, 2**40, (3,)), torch.randint(-2**33, 2**33, (2,)))
print(torch.randint(10, (20,)))
try:
    torch.randint(5, 5, (2,))
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.randint(5, (2,), dtype=torch.bool)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.randint(10, 3)
except Exception as e:
    print(type(e).__name__, e)
print(torch.randint(3, size=(2, 2)), torch.randint(low=1, high=4, size=(3,)))
