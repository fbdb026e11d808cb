import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 1, 7, 42, 123, 2024]:
    torch.manual_seed(s)
    p = torch.rand(6)
    t('nr3', lambda: torch.multinomial(p, 3))
    t('r10', lambda: torch.multinomial(p, 10, replacement=True))
    t('k1', lambda: torch.multinomial(p, 1))
    t('k1r', lambda: torch.multinomial(p, 1, True))
    t('all', lambda: torch.multinomial(p, 6))
