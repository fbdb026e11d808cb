import torch
import torch.nn as nn

torch.manual_seed(2)
x = torch.randn(64, 2)
y = (x.sum(dim=1, keepdim=True) > 0).float()
model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-4)
loss_fn = nn.BCEWithLogitsLoss()
for epoch in range(40):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    if epoch % 8 == 0:
        print(epoch, round(loss.item(), 6))
with torch.no_grad():
    acc = ((model(x) > 0).float() == y).float().mean()
print("acc", acc.item())
print(model[2].weight[0, :4].tolist())
