import torch
# in-place ops with every dtype pair: allowed or error
ds = [torch.bool, torch.uint8, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64]
for a in ds:
    row = []
    for b in ds:
        x = torch.ones(2, dtype=a)
        try:
            x.add_(torch.ones(2, dtype=b))
            row.append('ok')
        except RuntimeError as e:
            row.append('ERR')
    print(str(a)[6:], row)
x = torch.ones(2, dtype=torch.int32)
try:
    x.add_(torch.ones(2))
except Exception as e:
    print(type(e).__name__, e)
x = torch.ones(2, dtype=torch.bool)
try:
    x.add_(torch.ones(2, dtype=torch.uint8))
except Exception as e:
    print(type(e).__name__, e)
x = torch.ones(2, dtype=torch.float16)
x.mul_(torch.tensor(3.5, dtype=torch.float64))
print(x)
y = torch.ones(2, dtype=torch.int64)
try:
    y.mul_(torch.tensor(3.5))
except Exception as e:
    print(type(e).__name__, e)
