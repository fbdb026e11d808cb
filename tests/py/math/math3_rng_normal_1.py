import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 1, 42]:
    torch.manual_seed(s)
    t('n1', lambda: torch.normal(torch.zeros(3), torch.ones(3)))
    t('n2', lambda: torch.normal(torch.arange(4.), 0.5))
    t('n3', lambda: torch.normal(2., torch.full((3,), 3.)))
    t('n4', lambda: torch.normal(1., 2., size=(2, 2)))
    t('n5', lambda: torch.normal(torch.zeros(20), torch.ones(20) * 2))
    t('n6', lambda: torch.normal(torch.zeros(2, 1), torch.ones(3)))
    t('n7', lambda: torch.normal(torch.arange(3.)))
    t('n8', lambda: torch.normal(mean=torch.ones(2, dtype=torch.float64), std=torch.ones(2)))
