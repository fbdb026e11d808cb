import torch
import torch.nn as nn

torch.manual_seed(0)


def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.constant_(m.bias, -0.2)
    elif isinstance(m, nn.BatchNorm1d):
        nn.init.constant_(m.weight, 2.0)


net = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2), nn.ReLU(), nn.Linear(2, 1))
net.apply(init_fn)
for n, p in net.named_parameters():
    print(n, p.data.tolist())
out = net(torch.tensor([[1.0, 2.0, 3.0], [0.0, -1.0, 2.0]]))
print(out)
print(net[1].running_mean, net[1].running_var, net[1].num_batches_tracked)
