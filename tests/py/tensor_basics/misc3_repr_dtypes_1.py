import torch
vals = [1.5, -2.25, 0.0, 3.0]
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    t = torch.tensor(vals, dtype=dt)
    print(t)
    print(t[0])
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    t = torch.tensor([1, 2, 3], dtype=dt)
    print(t)
    print(t[1])
print(torch.tensor([True, False]))
print(torch.tensor(True))
print(torch.tensor([1+2j, 3-4j]))
print(torch.tensor([1+2j], dtype=torch.complex128))
print(torch.tensor(1.5+0.5j))
print(torch.tensor([0.1, 100000.0], dtype=torch.float16))
print(torch.tensor([1e-3, 1e5], dtype=torch.bfloat16))
print(torch.tensor([], dtype=torch.float16), torch.tensor([], dtype=torch.int32), torch.tensor([], dtype=torch.bool))
print(torch.zeros(0, 3, dtype=torch.float64))
print(torch.tensor([1.5, 2.5], dtype=torch.float64, requires_grad=True))
print(torch.tensor([1, 2], dtype=torch.int32) * 2)
