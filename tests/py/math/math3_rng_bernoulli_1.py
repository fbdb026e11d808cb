import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 1, 42]:
    torch.manual_seed(s)
    p = torch.rand(6)
    t('b1', lambda: torch.bernoulli(p))
    t('b2', lambda: torch.bernoulli(p.double()))
    t('b3', lambda: torch.bernoulli(torch.ones(7), p=0.3))
    t('b4', lambda: torch.zeros(6).bernoulli_(p))
    t('b5', lambda: torch.zeros(6).bernoulli_(0.7))
    t('b6', lambda: torch.zeros(2, 3, dtype=torch.long).bernoulli_(torch.tensor([0.2, 0.5, 0.9])))
    t('b7', lambda: p.bernoulli())
    t('b8', lambda: torch.full((2, 2), 0.5).bernoulli())
