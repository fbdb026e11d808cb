# A size whose first element is not an int: PyTorch names the size when only one overload fits the number of
# arguments, and lists every overload when more fit (keyword order as PyTorch prints it). Real code hits this
# with Python 2 channel arithmetic: nn.Conv2d(c, c / 4, 1) -> torch.empty((2.0, ...), dtype=None, device=None).
import torch
import torch.nn as nn

g = torch.Generator()

cases = [
    lambda: torch.empty((2.0, 3), dtype=None, device=None),
    lambda: torch.empty((2.0, 3)),
    lambda: torch.empty(2.0, 3),
    lambda: torch.empty(2.0),
    lambda: torch.zeros((2.0, 3), dtype=None),
    lambda: torch.zeros((2.0,), out=None),
    lambda: torch.ones([2.0, 3], dtype=torch.float),
    lambda: torch.ones(2.0, 3),
    lambda: torch.full((2.0,), 1.0),
    lambda: torch.full((2.0,), 1.0, dtype=None),
    lambda: torch.rand((2.0,), dtype=None),
    lambda: torch.randn(2.0, 3),
    lambda: torch.randn(2.0),
    lambda: torch.empty((2, 3.0), dtype=None),
    lambda: torch.empty((2.5,), device='cpu'),
    lambda: torch.empty((2.0,), dtype=None, device=None, requires_grad=False),
    lambda: torch.zeros(2, dtype='x', device=None),
    lambda: torch.zeros(2, device=None, dtype='x'),
    lambda: nn.Conv2d(4, 2.0, 1),
    lambda: nn.Linear(2, 3.0),
    lambda: nn.BatchNorm2d(2.0),
    lambda: nn.Embedding(10, 2.0),
    lambda: torch.zeros(2.0, dtype=torch.float),
    lambda: torch.rand(2.0, generator=g),
    lambda: torch.randn((2.0,), generator=g, dtype=None),
    lambda: torch.empty(size=(2.0,), dtype=None),
    lambda: torch.zeros(size=(2.0,)),
    lambda: torch.ones(size=[2, 3.0]),
    lambda: torch.Tensor(2.0, dtype=None),
    lambda: torch.eye(2.0),
    lambda: torch.eye(2, 3.0),
    lambda: torch.eye(2.0, dtype=None),
    lambda: torch.eye(n=2.0),
    lambda: torch.eye(2, m=3.0),
    lambda: torch.eye('a'),
]
for i, f in enumerate(cases):
    try:
        f()
        print(i, 'ok')
    except Exception as e:
        print(i, type(e).__name__, e)
