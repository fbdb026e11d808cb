import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
torch.manual_seed(0)
t(1, lambda: torch.bernoulli(torch.tensor([1.5])))
t(2, lambda: torch.bernoulli(torch.tensor([1])))
t(3, lambda: torch.bernoulli(torch.zeros(2), p=1.5))
t(4, lambda: torch.zeros(2).bernoulli_(torch.tensor([0.5, 2.])))
t(5, lambda: torch.zeros(2, dtype=torch.long).bernoulli_(0.5).dtype)
t(6, lambda: torch.zeros(2).bernoulli_(-0.1))
t(7, lambda: torch.rand(3))
g = torch.Generator().manual_seed(3)
t(8, lambda: torch.bernoulli(torch.full((5,), 0.5), generator=g))
