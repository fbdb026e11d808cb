import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
block = nn.Sequential(nn.LayerNorm(4), nn.Linear(4, 8), nn.GELU(), nn.Linear(8, 4))
x = torch.randn(3, 4)
for i in range(3):
    y = x + block(x)
    loss = y.pow(2).mean()
    block.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in block.parameters():
            p -= 0.05 * p.grad
    print(i, round(loss.item(), 5))
print(block[0].weight)
