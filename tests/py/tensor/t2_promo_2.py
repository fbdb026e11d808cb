import torch
# 0-dim vs 1-dim promotion across categories
ds = [torch.bool, torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for a in ds:
    row = []
    for b in ds:
        r = torch.ones(2, dtype=a) * torch.tensor(1, dtype=b)
        row.append(str(r.dtype)[6:])
    print(str(a)[6:], row)
print('--- 0d * 0d')
for a in ds:
    print(str(a)[6:], [str((torch.tensor(1, dtype=a) * torch.tensor(1, dtype=b)).dtype)[6:] for b in ds])
