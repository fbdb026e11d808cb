import torch, torch.nn as nn
torch.manual_seed(4)
net = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 2))
decay, no_decay = [], []
for n, p in net.named_parameters():
    (no_decay if n.endswith("bias") else decay).append(p)
opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": no_decay, "weight_decay": 0.0}], lr=0.01)
print(opt)
x = torch.randn(5, 3)
target = torch.tensor([0, 1, 1, 0, 1])
for i in range(3):
    opt.zero_grad()
    loss = nn.CrossEntropyLoss()(net(x), target)
    loss.backward()
    opt.step()
    print(i, f"{loss.item():.6f}")
print(net[2].weight)
print([len(g["params"]) for g in opt.param_groups])
rms = torch.optim.RMSprop(net.parameters(), lr=0.01, alpha=0.9)
print(rms)
ada = torch.optim.Adagrad(net.parameters(), lr=0.1)
for o in (rms, ada):
    o.zero_grad()
    nn.CrossEntropyLoss()(net(x), target).backward()
    o.step()
print(net[2].bias)
