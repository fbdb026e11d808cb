import torch
# division: true div, floor div, remainder on ints/floats/bool
ds = [torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64]
for d in ds:
    a = torch.tensor([7, -7, 6, 0], dtype=d) if d != torch.uint8 else torch.tensor([7, 9, 6, 0], dtype=d)
    b = torch.tensor([2, 2, -4, 3], dtype=d) if d != torch.uint8 else torch.tensor([2, 2, 4, 3], dtype=d)
    print(str(d)[6:], a / b, a // b, a % b)
    print('  scalar', a / 2, a // 2, a % 2, a / 2.0, a // 2.5, a % 2.5)
print(torch.tensor([True, False]) / torch.tensor([True, True]))
try:
    print(torch.tensor([True]) // torch.tensor([True]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor([5]) // 0)
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor([5]) % 0)
except Exception as e:
    print(type(e).__name__, e)
print(torch.tensor([5.]) // 0, torch.tensor([5., -5., 0.]) / 0, torch.tensor([5.]) % 0)
print(torch.tensor([1, 2]) / torch.tensor([0, 0]))
