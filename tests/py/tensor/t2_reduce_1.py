import torch
# sum/mean/prod result dtypes across input dtypes
ds = [torch.bool, torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for d in ds:
    t = torch.tensor([[1, 0, 1], [1, 1, 0]], dtype=d)
    s = t.sum()
    p = t.prod()
    print(str(d)[6:], s, s.dtype, t.sum(0), t.sum(1, keepdim=True).shape, p, p.dtype, t.sum(dim=(0, 1)), t.cumsum(0).dtype)
    try:
        print('  mean', t.mean())
    except Exception as e:
        print('  ', type(e).__name__, e)
    print('  mean float', t.mean(dtype=torch.float32) if not d.is_floating_point else t.mean(dtype=torch.float64), t.sum(dtype=torch.float64))
