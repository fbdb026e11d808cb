import torch
# comparisons across dtypes and with scalars
ds = [torch.bool, torch.uint8, torch.int32, torch.int64, torch.float16, torch.float32, torch.float64]
for a in ds:
    x = torch.tensor([0, 1, 2], dtype=a) if a != torch.bool else torch.tensor([False, True, True])
    for b in ds:
        y = torch.tensor([1, 1, 1], dtype=b) if b != torch.bool else torch.tensor([True, True, True])
        print(str(a)[6:], str(b)[6:], x < y, x == y, x >= y)
f = torch.tensor([0.5, 1.5, float('nan')])
print(f > 1, f < 1, f == f, f != f, 1 < f, 1.5 == f, f >= 1.5, f <= 0.5)
print(torch.eq(f, 0.5), torch.ne(f, 0.5), torch.gt(f, torch.tensor(1)), torch.lt(f, 1), torch.ge(f, 1.5), torch.le(f, 1.5))
i = torch.tensor([1, 2, 3])
print(i == 2.0, i < 2.5, i > True, i.eq(i), i.equal(i), torch.equal(i, i.float()), torch.equal(i, torch.tensor([1, 2])))
