import torch
import torch.nn as nn

torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8))
        self.head = nn.Linear(8, 3)
    def forward(self, x):
        return self.head(self.backbone(x))

net = Net()
for name, p in net.named_parameters():
    if name.startswith("backbone"):
        p.requires_grad = False
print({n: p.requires_grad for n, p in net.named_parameters()})
params = filter(lambda p: p.requires_grad, net.parameters())
opt = torch.optim.SGD(params, lr=0.1)
print(len(opt.param_groups[0]["params"]))
before = net.head.weight.clone()
loss = net(torch.randn(5, 4)).pow(2).mean()
loss.backward()
opt.step()
print([(n, p.grad is None) for n, p in net.named_parameters()])
print(torch.equal(before, net.head.weight))
frozen = [n for n, p in net.named_parameters() if not p.requires_grad]
print(f"frozen: {len(frozen)} -> {', '.join(frozen)}")
for name, child in net.named_children():
    n_train = sum(p.numel() for p in child.parameters() if p.requires_grad)
    n_all = sum(p.numel() for p in child.parameters())
    print(f"{name:>10}: {n_train:>4}/{n_all:<4}")
