import torch
# dtype objects
ds = [torch.float32, torch.float, torch.float64, torch.double, torch.float16, torch.half, torch.bfloat16,
      torch.int64, torch.long, torch.int32, torch.int, torch.int16, torch.short, torch.int8, torch.uint8, torch.bool]
for d in ds:
    print(d, repr(d), d.is_floating_point, d.is_signed, d.itemsize, d == torch.float32)
print(torch.float is torch.float32, torch.long is torch.int64, torch.int == torch.int32)
print(torch.get_default_dtype(), torch.is_floating_point(torch.ones(1)), torch.is_floating_point(torch.ones(1, dtype=torch.int64)))
print(torch.finfo(torch.float32).eps, torch.finfo(torch.float32).max, torch.finfo(torch.float32).tiny)
print(torch.finfo(torch.float64).eps, torch.finfo(torch.float16).max, torch.finfo(torch.bfloat16).eps)
print(torch.iinfo(torch.int8).min, torch.iinfo(torch.int8).max, torch.iinfo(torch.uint8).max, torch.iinfo(torch.int64).max, torch.iinfo(torch.int32).min)
print(torch.finfo().bits, torch.iinfo(torch.int16).bits)
print([torch.float32, torch.int64], {torch.bool: 1})
print(str(torch.float16), torch.float64.to_complex() if hasattr(torch.float64, 'to_complex') else None)
