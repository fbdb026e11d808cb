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
x = torch.linspace(-1, 1, 10).unsqueeze(1)
y = 3 * x + 0.5
m = nn.Linear(1, 1)
crit = nn.HuberLoss(delta=0.5)
for i in range(50):
    loss = crit(m(x), y)
    m.zero_grad()
    loss.backward()
    with torch.no_grad():
        m.weight -= 0.2 * m.weight.grad
        m.bias -= 0.2 * m.bias.grad
print(round(loss.item(), 5), m.weight.data, m.bias.data)
