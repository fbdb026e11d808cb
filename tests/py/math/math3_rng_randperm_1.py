import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
t(1, lambda: torch.randperm(8, generator=torch.Generator().manual_seed(2)))
t(2, lambda: torch.randperm(8, generator=torch.Generator().manual_seed(2), dtype=torch.int16))
t(3, lambda: torch.randperm(0))
t(4, lambda: torch.randperm(1))
t(5, lambda: torch.randperm(-1))
t(6, lambda: torch.randperm(3, dtype=torch.bool))
t(7, lambda: torch.randperm(300, dtype=torch.uint8))
t(8, lambda: torch.randperm(5.0))
t(9, lambda: torch.randperm(True))
for dt in [torch.uint8, torch.int8, torch.int16, torch.float16, torch.float32, torch.float64, torch.bfloat16]:
    torch.manual_seed(1)
    t(str(dt), lambda: torch.randperm(257, dtype=dt)[:5])
    t(str(dt), lambda: torch.randperm(2050, dtype=dt)[:5])
    t(str(dt), lambda: torch.randperm(70000, dtype=dt)[:5])
torch.manual_seed(0)
t('a', lambda: torch.randperm(4, requires_grad=True))
t('b', lambda: torch.randperm(4, dtype=torch.float64, requires_grad=True).requires_grad)
t('c', lambda: torch.randperm(n=3).dtype)
o = torch.empty(2, dtype=torch.long)
t('d', lambda: torch.randperm(4, out=o) is o)
t('e', lambda: o.tolist())
for s in range(4):
    torch.manual_seed(s)
    print(torch.randperm(10).tolist(), torch.randperm(6, dtype=torch.float32).tolist())
