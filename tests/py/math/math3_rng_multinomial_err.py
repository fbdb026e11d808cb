import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
p = torch.tensor([0.1, 0.2, 0.3, 0.4])
t(1, lambda: torch.multinomial(p, 0))
t(2, lambda: torch.multinomial(p, 5))
t(3, lambda: torch.multinomial(torch.tensor([1, 2]), 1))
t(4, lambda: torch.multinomial(torch.ones(2,2,2), 1))
t(5, lambda: torch.multinomial(torch.tensor([-1., 2]), 1))
t(6, lambda: torch.multinomial(torch.tensor([-1., 2]), 3, True))
t(7, lambda: torch.multinomial(torch.tensor([float('inf'), 2]), 3, True))
t(8, lambda: torch.multinomial(torch.tensor([float('nan'), 2]), 3, True))
t(9, lambda: torch.multinomial(torch.tensor([0., 0]), 3, True))
t(10, lambda: torch.multinomial(torch.tensor([0., 0]), 1))
t(11, lambda: torch.multinomial(torch.tensor([[1., 1],[0, 0]]), 1))
t(12, lambda: torch.multinomial(p, 2.0))
t(13, lambda: torch.multinomial(torch.tensor(1.), 1))
t(14, lambda: torch.multinomial(torch.tensor([float('inf'), 1.]), 1))
