import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
r = net[0].requires_grad_(False)
print(r is net[0])
for name, p in net.named_parameters():
    print(f"{name:<10} requires_grad={p.requires_grad}")
trainable = sum(p.numel() for p in net.parameters() if p.requires_grad)
total = sum(p.numel() for p in net.parameters())
print(f"trainable {trainable} / total {total} ({trainable / total:.1%})")
x = torch.randn(5, 3)
net(x).sum().backward()
print(net[0].weight.grad, net[2].weight.grad.shape)
net.requires_grad_()
print(all(p.requires_grad for p in net.parameters()))
