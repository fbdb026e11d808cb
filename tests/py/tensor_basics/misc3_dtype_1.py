import torch
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128,
           torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bool]:
    print(dt, dt.is_floating_point, dt.is_complex, dt.is_signed, dt.itemsize)
print(torch.float64.to_complex(), torch.float32.to_complex())
print(torch.complex64.to_real(), torch.complex128.to_real(), torch.float32.to_real())
print(torch.float == torch.float32, torch.double is torch.float64, torch.long, torch.int, torch.half, torch.cfloat)
print(repr(torch.float32), str(torch.int64))
print(type(torch.float32), type(torch.float32).__name__)
d = {torch.float32: 'f', torch.int64: 'l'}
print(d[torch.float], d[torch.long])
