import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
g = torch.Generator().manual_seed(4)
t(1, lambda: torch.normal(0., 1., (3,), generator=g))
t(2, lambda: torch.normal(torch.zeros(3), 1., generator=g))
o = torch.empty(3)
r = torch.normal(0., 1., (3,), out=o)
print(r is o)
t(3, lambda: torch.normal(0, 1, (2,), dtype=torch.float64).dtype)
t(4, lambda: torch.normal(torch.zeros(3), -1.))
t(5, lambda: torch.normal(torch.zeros(3), -torch.ones(3)))
t(6, lambda: torch.normal(torch.zeros(3), torch.ones(2)))
t(7, lambda: torch.normal(0, 1))
t(8, lambda: torch.normal(torch.zeros(2,dtype=torch.float64), 1).dtype)
t(9, lambda: torch.normal(torch.zeros(2, 1), torch.ones(3)).shape)
t(10, lambda: torch.normal(1.0, 0.0, size=(2,)))
t(11, lambda: torch.normal(0., 1., size=(2,), requires_grad=True).requires_grad)
