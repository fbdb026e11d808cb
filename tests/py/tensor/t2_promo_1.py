import torch
# tensor-tensor promotion (1-d) for + across all dtype pairs
ds = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for a in ds:
    row = []
    for b in ds:
        r = torch.ones(2, dtype=a) + torch.ones(2, dtype=b)
        row.append(str(r.dtype).replace('torch.', ''))
    print(str(a).replace('torch.', ''), row)
