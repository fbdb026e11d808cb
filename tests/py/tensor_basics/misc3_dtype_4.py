import torch
x = torch.tensor([1, 2, 3])
print(x.dtype == torch.int64, x.dtype == torch.long, x.float().dtype is torch.float32, x.dtype in [torch.int32, torch.int64])
print(x.dtype.is_floating_point, x.float().dtype.is_floating_point, x.dtype.is_signed, x.byte().dtype.is_signed)
print(torch.float32.itemsize, torch.bfloat16.itemsize, torch.complex128.itemsize, torch.bool.itemsize)
print(str(torch.float32).split('.')[-1], torch.float32.__repr__(), f"{torch.int8}", [torch.float16, torch.bfloat16])
print(torch.float32 != torch.float64, hash(torch.float32) == hash(torch.float), sorted([str(d) for d in {torch.float, torch.float32, torch.half}]))
import copy
print(copy.deepcopy(torch.float32) is torch.float32, copy.copy(torch.int64) is torch.int64)
print(torch.get_default_dtype(), torch.tensor(1.).dtype == torch.get_default_dtype())
print(getattr(torch, 'float32') is torch.float32, torch.dtype, isinstance(torch.float32, torch.dtype))
for c in [lambda: torch.tensor([1]).to('int64'), lambda: torch.zeros(2).type('float')]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
