import torch
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.half, torch.double]:
    print(torch.finfo(dt))
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    print(torch.iinfo(dt))
print(repr(torch.finfo(torch.float32)), str(torch.iinfo(torch.int8)))
eps = torch.finfo(torch.float32).eps
print(torch.tensor(1.0) + eps > 1.0, torch.clamp(torch.tensor([0.0, 0.5]), min=eps))
print(torch.finfo(torch.float32).max > 1e38, torch.iinfo(torch.int64).max == 2**63 - 1)
print(torch.finfo(torch.float16) == torch.finfo(torch.half), type(torch.finfo(torch.float32).eps).__name__)
