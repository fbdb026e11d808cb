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
net = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
x = torch.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
y = torch.tensor([[0.0], [1.0], [1.0], [0.0]])
loss_fn = nn.MSELoss()
lr = 0.1
for step in range(200):
    loss = loss_fn(net(x), y)
    for p in net.parameters():
        p.grad = None
    loss.backward()
    with torch.no_grad():
        for p in net.parameters():
            p -= lr * p.grad
    if step % 40 == 0:
        print(step, round(loss.item(), 5))
print(net(x).detach())
