import torch, torch.nn as nn
class Attn(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.drop = nn.Dropout(0.1)
    def extra_repr(self):
        return f"heads={self.heads}"
class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = Attn(d, 2)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(50, 8)
        self.pos = nn.Parameter(torch.zeros(1, 4, 8))
        self.blocks = nn.ModuleList([Block(8) for _ in range(3)])
        self.ln_f = nn.LayerNorm(8)
        self.head = nn.Linear(8, 50, bias=False)
g = GPT()
print(g)
print(sum(p.numel() for p in g.parameters()))
