import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(23)
x = torch.randn(64, 20)
y = torch.randint(0, 5, (64,))
model = nn.Sequential(nn.Linear(20, 32), nn.Tanh(), nn.Linear(32, 32), nn.Sigmoid(), nn.Linear(32, 5))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(8):
    opt.zero_grad()
    out = model(x)
    loss = F.cross_entropy(out, y)
    loss.backward()
    opt.step()
    print(epoch, repr(loss.item()))
with torch.no_grad():
    print(F.softmax(out, 1)[:3].tolist())
    print(F.log_softmax(out, 0)[:2].tolist())
