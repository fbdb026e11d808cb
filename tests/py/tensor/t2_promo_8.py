import torch
# torch.result_type / promote_types / can_cast
ds = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for a in ds:
    print(str(a)[6:], [str(torch.promote_types(a, b))[6:] for b in ds])
print(torch.result_type(torch.tensor([1]), 1.0), torch.result_type(torch.tensor([1.], dtype=torch.float16), 2.0))
print(torch.result_type(torch.tensor([1], dtype=torch.uint8), torch.tensor(1000)), torch.result_type(2, 3.0))
print(torch.result_type(torch.tensor(1.), torch.tensor([1], dtype=torch.int32)))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.int64, torch.bool), torch.can_cast(torch.bool, torch.uint8))
