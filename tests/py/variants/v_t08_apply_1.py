import torch, torch.nn as nn
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
net[0].register_buffer('mask', torch.tensor([1, 0]))
w = net[0].weight
rm = net[1].running_mean
nbt = net[1].num_batches_tracked
net.double()
print(net[0].weight is w, net[1].running_mean is rm, net[1].num_batches_tracked is nbt)
print(net[0].weight.dtype, net[1].running_mean.dtype, net[1].num_batches_tracked.dtype, net[0].mask.dtype)
nbt2 = net[1].num_batches_tracked
net.float()
print(net[1].num_batches_tracked is nbt2, net[1].running_var.dtype)
net.half()
print(net[1].weight.dtype, net[1].running_var.dtype, net[0].mask.dtype)
net.to(torch.float32)
out = net(torch.ones(3, 2))
print(out.dtype, net[1].num_batches_tracked)
r = net.type(torch.float64)
print(r is net, net[0].mask.dtype, net[1].num_batches_tracked.dtype)
net.to(device='cpu', dtype=torch.float32)
print(net[0].weight.dtype)
try:
    net.to('cpu', torch.int64)
except TypeError as e:
    print("TypeError:", e)
