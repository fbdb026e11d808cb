import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 3, 99]:
    torch.manual_seed(s)
    P = torch.rand(3, 5)
    t('2d', lambda: torch.multinomial(P, 2))
    t('2dr', lambda: torch.multinomial(P, 4, True))
    t('m1', lambda: P.multinomial(1))
    t('m2', lambda: P.multinomial(num_samples=3, replacement=True))
    t('dbl', lambda: torch.multinomial(P.double(), 5))
    t('dblr', lambda: torch.multinomial(P.double(), 8, True))
    t('big', lambda: torch.multinomial(torch.rand(40), 20))
    t('w', lambda: torch.multinomial(torch.tensor([1., 0, 3, 0, 5]), 3))
