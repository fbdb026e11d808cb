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
x = torch.randn(12, 4)
t = torch.tensor([0, 1, 2] * 4)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Dropout(0.1), nn.Linear(8, 3))
crit = nn.CrossEntropyLoss()
for i in range(30):
    model.train()
    out = model(x)
    loss = crit(out, t)
    model.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(p.grad, alpha=-0.5)
    if i % 10 == 0:
        print(i, round(loss.item(), 4))
model.eval()
print(model(x).argmax(1))
