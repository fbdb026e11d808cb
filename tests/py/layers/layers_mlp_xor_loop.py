import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(2)
model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1), nn.Sigmoid())
x = torch.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
y = torch.tensor([[0.0], [1.0], [1.0], [0.0]])
bce = nn.BCELoss()
for i in range(300):
    p = model(x)
    loss = bce(p, y)
    model.zero_grad()
    loss.backward()
    with torch.no_grad():
        for q in model.parameters():
            q -= 1.0 * q.grad
    if i % 100 == 0:
        print(i, round(loss.item(), 4))
print((model(x) > 0.5).int().flatten().tolist())
