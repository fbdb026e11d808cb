import io
import torch
import torch.nn as nn

torch.manual_seed(4)
net = nn.Linear(2, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
X = torch.randn(8, 2)
Y = X @ torch.tensor([[1.0], [-2.0]])
best_loss = float("inf")
for epoch in range(4):
    opt.zero_grad()
    loss = ((net(X) - Y) ** 2).mean()
    loss.backward()
    opt.step()
    sched.step()
    if loss.item() < best_loss:
        best_loss = loss.item()
        torch.save({"epoch": epoch, "state": net.state_dict(), "opt": opt.state_dict(),
                    "sched": sched.state_dict(), "loss": best_loss}, "best.pt")
        print(f"epoch {epoch}: saved (loss {best_loss:.5f})")
ck = torch.load("best.pt")
print(ck["epoch"], f"{ck['loss']:.5f}", ck["sched"])
net2 = nn.Linear(2, 1)
print(net2.load_state_dict(ck["state"]))
opt2 = torch.optim.SGD(net2.parameters(), lr=0.1, momentum=0.9)
opt2.load_state_dict(ck["opt"])
sched2 = torch.optim.lr_scheduler.StepLR(opt2, step_size=2, gamma=0.5)
sched2.load_state_dict(ck["sched"])
print(opt2.param_groups[0]["lr"], sched2.get_last_lr())
buf = io.BytesIO()
torch.save(net2, buf)
buf.seek(0)
again = torch.load(buf, weights_only=False)
print(again, torch.equal(again.weight, net2.weight))
