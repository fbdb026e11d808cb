import torch
m = torch.arange(6).reshape(2, 3)
for dt in [torch.int16, torch.int8, torch.int32, torch.int64]:
    try:
        print(m[torch.tensor([1, 0], dtype=dt)])
    except Exception as e:
        print(dt, type(e).__name__, e)
print(m[torch.tensor(1, dtype=torch.int16)])
try:
    m[torch.tensor([1, 0], dtype=torch.int16)] = 5
except Exception as e:
    print(type(e).__name__, e)
print(m[torch.tensor([True, False])])
