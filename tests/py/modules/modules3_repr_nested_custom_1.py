import torch
import torch.nn as nn

class Attention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, dim * 3, bias=False)
        self.proj = nn.Linear(dim, dim)
        self.drop = nn.Dropout(0.1)
    def extra_repr(self):
        return f"heads={self.heads}"

class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = Attention(dim, 2)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * 4), nn.GELU(), nn.Linear(dim * 4, dim))

class ViT(nn.Module):
    def __init__(self):
        super().__init__()
        self.patch = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.cls = nn.Parameter(torch.zeros(1, 1, 8))
        self.pos = nn.Parameter(torch.zeros(1, 5, 8))
        self.blocks = nn.Sequential(*[Block(8) for _ in range(2)])
        self.head = nn.Linear(8, 10)

v = ViT()
print(v)
print(f"{sum(p.numel() for p in v.parameters()):,}")
print([n for n, p in v.named_parameters(recurse=False)])
