from typing import List, Optional, Dict, Tuple, Union, Callable, Any
import torch
import torch.nn as nn
from torch import Tensor

class Encoder(nn.Module):
    def __init__(self, dims: List[int], act: Optional[nn.Module] = None) -> None:
        super().__init__()
        layers: List[nn.Module] = []
        for i, (a, b) in enumerate(zip(dims[:-1], dims[1:])):
            layers.append(nn.Linear(a, b))
            if i < len(dims) - 2:
                layers.append(act if act is not None else nn.ReLU())
        self.net = nn.Sequential(*layers)
    def forward(self, x: Tensor) -> Tensor:
        return self.net(x)

def count(m: nn.Module) -> Dict[str, int]:
    return {n: p.numel() for n, p in m.named_parameters()}

def shapes(m: nn.Module) -> List[Tuple[str, Tuple[int, ...]]]:
    return [(n, tuple(p.shape)) for n, p in m.named_parameters()]

torch.manual_seed(0)
e = Encoder([4, 8, 8, 2], nn.GELU())
print(e)
print(count(e))
print(shapes(e))
print(Encoder.__init__.__annotations__)
print(Encoder.forward.__annotations__)
x: Union[int, str] = 3
f: Callable[[int], int] = lambda v: v + 1
print(f(x), Optional[int], List[int], Dict[str, Any])
print(e(torch.ones(1, 4)).shape)
