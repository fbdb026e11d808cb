import torch
import torch.nn as nn
torch.manual_seed(1)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Dropout(0.25), nn.Linear(8, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(5, 4)
y = torch.randint(0, 2, (5,))
for epoch in range(3):
    model.train()
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(epoch, round(loss.item(), 5))
model.eval()
print(model(x).argmax(1))
