import torch
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    fi = torch.finfo(dt)
    print(fi.bits, fi.eps, fi.max, fi.min, fi.tiny, fi.smallest_normal, fi.resolution, fi.dtype)
print(torch.finfo().dtype)
print(torch.finfo(torch.float32))
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    ii = torch.iinfo(dt)
    print(ii.bits, ii.min, ii.max, ii.dtype)
print(torch.iinfo(torch.int32))
for f in [lambda: torch.finfo(torch.int32), lambda: torch.iinfo(torch.float32), lambda: torch.iinfo(torch.bool)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
