import torch
# python scalars with each dtype
ds = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for d in ds:
    t = torch.tensor([1, 0], dtype=d)
    print(str(d)[6:], (t + True).dtype, (t + 2).dtype, (t + 2.5).dtype, (t * 1.0).dtype, (2 - t).dtype if d != torch.bool else 'n/a', (t == 1).dtype)
    print('   ', t + 2, t + 2.5, t * True)
