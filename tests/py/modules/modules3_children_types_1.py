import torch.nn as nn
net = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU(), nn.Conv2d(2, 2, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8, 2))
convs = [m for m in net.modules() if isinstance(m, nn.Conv2d)]
print(len(convs), [c.out_channels for c in convs])
acts = {n: m for n, m in net.named_modules() if isinstance(m, (nn.ReLU, nn.Tanh))}
print(list(acts))
print(sum(1 for m in net.modules() if type(m).__name__.startswith("Conv")))
for name, m in net.named_children():
    if isinstance(m, nn.ReLU):
        setattr(net, name, nn.LeakyReLU(0.1))
print(net)
net[0] = nn.Conv2d(1, 2, 5)
print(net[0])
