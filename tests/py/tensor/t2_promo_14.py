import torch
# reverse ops: scalar OP tensor
ds = [torch.bool, torch.uint8, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64]
ops = [('+', lambda a, b: b + a), ('-', lambda a, b: b - a), ('*', lambda a, b: b * a), ('/', lambda a, b: b / a),
       ('//', lambda a, b: b // a), ('%', lambda a, b: b % a), ('**', lambda a, b: b ** a), ('>', lambda a, b: b > a)]
for d in ds:
    t = torch.tensor([3, 1], dtype=d) if d != torch.bool else torch.tensor([True, True])
    for name, op in ops:
        out = []
        for s in [2, 2.5]:
            try:
                r = op(t, s)
                out.append(f"{str(r.dtype)[6:]}:{r.tolist()}")
            except Exception as e:
                out.append(f"{type(e).__name__}: {e}")
        print(str(d)[6:], name, out)
