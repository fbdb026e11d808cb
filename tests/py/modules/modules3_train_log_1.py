import torch
import torch.nn as nn
from collections import defaultdict

torch.manual_seed(1)
X = torch.randn(32, 3)
y = (X[:, 0] > 0).long()
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.5)
loss_fn = nn.CrossEntropyLoss()
history = defaultdict(list)
for epoch in range(1, 6):
    opt.zero_grad()
    logits = model(X)
    loss = loss_fn(logits, y)
    loss.backward()
    opt.step()
    acc = (logits.argmax(1) == y).float().mean().item()
    history["loss"].append(round(loss.item(), 4))
    history["acc"].append(acc)
    print(f"Epoch [{epoch}/5] loss: {loss.item():.4f} acc: {acc:6.2%}")
print(dict(history))
best = max(range(len(history["acc"])), key=history["acc"].__getitem__)
print(f"best epoch {best + 1} with acc {history['acc'][best]:.3f}")
print(*(f"{k}={v[-1]}" for k, v in history.items()), sep=" | ")
