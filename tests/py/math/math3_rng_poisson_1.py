import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 5, 77]:
    torch.manual_seed(s)
    t('p1', lambda: torch.poisson(torch.tensor([0.5, 1., 3., 9.9, 10., 25., 100., 0.])))
    t('p2', lambda: torch.poisson(torch.full((2, 3), 4.0, dtype=torch.float64)))
    t('p3', lambda: torch.poisson(torch.rand(2, 2) * 20))
t('e1', lambda: torch.poisson(torch.tensor([-1.])))
t('e2', lambda: torch.poisson(torch.tensor([1])))
g = torch.Generator().manual_seed(9)
t('g', lambda: torch.poisson(torch.tensor([2., 30.]), generator=g))
t('g', lambda: torch.poisson(torch.tensor([2., 30.]), g))
