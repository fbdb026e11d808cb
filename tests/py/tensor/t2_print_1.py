import torch
# every dtype, 0-d and 1-d
ds = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for d in ds:
    print(torch.tensor(1, dtype=d))
    print(torch.tensor([0, 1, 2], dtype=d))
    print(torch.tensor([], dtype=d))
    print(torch.zeros(2, 0, dtype=d))
    print(torch.tensor([[1, 0], [0, 1]], dtype=d))
