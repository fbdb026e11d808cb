import torch
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.uint8, torch.int8, torch.int16,
           torch.int32, torch.int64, torch.bool]:
    t = torch.tensor([[1, 0], [3, 1]], dtype=dt)
    l = t.tolist()
    print(dt, l, type(l[0][0]).__name__)
print(torch.tensor([0.1, 1/3]).tolist(), torch.tensor([0.1], dtype=torch.float16).tolist())
print(torch.tensor([0.1], dtype=torch.bfloat16).tolist(), torch.tensor([0.1], dtype=torch.float64).tolist())
print(torch.tensor(2.5).tolist(), torch.tensor(3).tolist(), torch.tensor([]).tolist(), torch.zeros(2, 0).tolist())
print(torch.tensor([1+2j, 0.5j]).tolist())
print(torch.tensor(1.5).item(), torch.tensor(1.1, dtype=torch.float16).item(), torch.tensor(True).item())
print(torch.tensor([[1.5]]).item(), torch.tensor(7, dtype=torch.uint8).item(), torch.tensor(1j).item())
try:
    torch.tensor([1., 2.]).item()
except Exception as e:
    print(type(e).__name__, e)
