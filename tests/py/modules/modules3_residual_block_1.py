import torch
import torch.nn as nn

class Residual(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(dim, dim), nn.LayerNorm(dim), nn.GELU())
        self.scale = nn.Parameter(torch.zeros(1))
    def forward(self, x):
        return x + self.scale * self.body(x)

class Tower(nn.Module):
    def __init__(self, dim, depth):
        super().__init__()
        self.blocks = nn.ModuleList(Residual(dim) for _ in range(depth))
        self.norm = nn.LayerNorm(dim)
    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return self.norm(x)

torch.manual_seed(0)
t = Tower(4, 3)
print(t)
print(len(list(t.parameters())), sum(p.numel() for p in t.parameters()))
print([n for n, _ in t.named_parameters() if "scale" in n])
y = t(torch.randn(2, 4))
print(y.shape, y.requires_grad, y.grad_fn is not None)
y.sum().backward()
print({n: p.grad is not None for n, p in t.named_parameters() if n.startswith("blocks.0")})
