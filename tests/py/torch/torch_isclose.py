# torch.isclose / Tensor.isclose and allclose (isclose(...).all()): PyTorch 2.6's
# formula in the inputs' dtype, nan/inf, broadcasting, int and bool inputs, errors.
import torch
a = torch.tensor([1.0, 2.0, float('nan'), float('inf'), -float('inf'), 1e-9, 3.0])
b = torch.tensor([1.0 + 1e-6, 2.1, float('nan'), float('inf'), float('inf'), 0.0, 3.0 + 3e-5])
print(torch.isclose(a, b))
print(torch.isclose(a, b, equal_nan=True))
print(a.isclose(b, rtol=0.1))
print(torch.isclose(a, b, rtol=0, atol=0))
print(torch.isclose(torch.tensor([1, 2, 3]), torch.tensor([1, 3, 3]), atol=1))
print(torch.isclose(torch.tensor([True, False]), torch.tensor([True, True])))
print(torch.isclose(torch.tensor([[1.0], [2.0]]), torch.tensor([1.0, 2.0])))
print(torch.isclose(torch.tensor(1.0, dtype=torch.float64), torch.tensor(1.0 + 1e-7, dtype=torch.float64), rtol=1e-8, atol=0))
g = torch.Generator().manual_seed(0)
p = torch.rand(1000, generator=g)
q = p + p * torch.rand(1000, generator=g) * 2e-5
print(torch.isclose(p, q).sum().item(), torch.isclose(p, q, rtol=1e-5, atol=0).sum().item())
print(torch.isclose(p.double(), q.double()).sum().item())
x = torch.randn(3, requires_grad=True)
print(torch.isclose(x, x).requires_grad)
for bad in [lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)),
            lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=-1.0),
            lambda: torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-0.5),
            lambda: torch.tensor([1.0]).isclose(1.0),
            lambda: torch.isclose(torch.ones(2), torch.ones(3))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
for f in [lambda: torch.allclose(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)),
          lambda: torch.allclose(torch.tensor([1, 2]), torch.tensor([1.0, 2.0])),
          lambda: torch.allclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0])),
          lambda: torch.allclose(torch.ones(2), torch.ones(3)),
          lambda: torch.allclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=-1.0),
          lambda: torch.tensor([float('nan')]).allclose(torch.tensor([float('nan')]), equal_nan=True),
          lambda: torch.allclose(torch.tensor([1, 2]), torch.tensor([1, 3]), atol=1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
g = torch.Generator().manual_seed(0)
n = 0
for i in range(2000):
    p = torch.rand(1, generator=g)
    q = p * (1 + 1e-5) + 1e-8
    n += torch.allclose(p, q)
print(n)
