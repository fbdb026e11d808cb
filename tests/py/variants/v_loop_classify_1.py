import torch, torch.nn as nn
torch.manual_seed(1)
X = torch.randn(30, 2)
y = (X[:, 0] * X[:, 1] > 0).long()
net = nn.Sequential(nn.Linear(2, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.Adam(net.parameters(), lr=0.05)
crit = nn.CrossEntropyLoss()
for epoch in range(8):
    opt.zero_grad()
    logits = net(X)
    loss = crit(logits, y)
    loss.backward()
    opt.step()
    acc = (logits.argmax(1) == y).float().mean().item()
    print(f"{epoch} loss={loss.item():.4f} acc={acc:.3f}")
net.eval()
with torch.no_grad():
    print(net(X[:3]).softmax(dim=1))
