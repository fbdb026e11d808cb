import torch
import torch.nn as nn
import torch.optim as optim

torch.manual_seed(3)
model = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
opt = optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.MSELoss()
X = torch.randn(16, 2)
y = X.sum(dim=1, keepdim=True)

for epoch in range(3):
    opt.zero_grad()
    loss = loss_fn(model(X), y)
    loss.backward()
    opt.step()

torch.save({
    "epoch": epoch,
    "model_state_dict": model.state_dict(),
    "optimizer_state_dict": opt.state_dict(),
    "loss": loss.item(),
}, "checkpoint.tar")

model2 = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1))
opt2 = optim.Adam(model2.parameters(), lr=0.01)
ckpt = torch.load("checkpoint.tar")
print(sorted(ckpt.keys()))
print(ckpt["epoch"], round(ckpt["loss"], 6))
model2.load_state_dict(ckpt["model_state_dict"])
opt2.load_state_dict(ckpt["optimizer_state_dict"])
print(opt2.state_dict()["param_groups"][0]["lr"], len(opt2.state_dict()["state"]))
print(ckpt["optimizer_state_dict"]["state"][0]["step"])

# both continue identically
for m, o in ((model, opt), (model2, opt2)):
    for _ in range(2):
        o.zero_grad()
        l = loss_fn(m(X), y)
        l.backward()
        o.step()
    print(f"{l.item():.6f}")
print(all(torch.equal(a, b) for a, b in zip(model.parameters(), model2.parameters())))
