import torch
# tensor-tensor ops for all binary ops on int/float pairs
ds = [torch.uint8, torch.int8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for a in ds:
    for b in ds:
        x = torch.tensor([7, 4], dtype=a)
        y = torch.tensor([2, 3], dtype=b)
        res = []
        for op in [lambda p, q: p - q, lambda p, q: p / q, lambda p, q: p // q, lambda p, q: p % q, lambda p, q: p ** q]:
            try:
                r = op(x, y)
                res.append(f"{str(r.dtype)[6:]}{r.tolist()}")
            except Exception as e:
                res.append(type(e).__name__)
        print(str(a)[6:], str(b)[6:], ' '.join(res))
