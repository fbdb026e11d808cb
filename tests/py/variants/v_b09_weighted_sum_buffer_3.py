import torch
import torch.nn as nn

torch.manual_seed(0)
bn = nn.BatchNorm1d(3, momentum=0.5)
x = torch.tensor([[1.0, 2.0, 3.0], [3.0, 0.0, -1.0], [2.0, 2.0, 2.0], [0.0, 4.0, 1.0]])
y = bn(x)
print(y)
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
y = bn(x * 2)
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
bn.eval()
print(bn(x))
bn2 = nn.BatchNorm1d(3, momentum=None)
for i in range(3):
    bn2(x + i)
print(bn2.running_mean, bn2.running_var, bn2.num_batches_tracked)
bn3 = nn.BatchNorm1d(3, affine=False, track_running_stats=False)
print(bn3, list(bn3.state_dict().keys()))
print(bn3(x))
bn3.eval()
print(bn3(x))
print(nn.BatchNorm1d(2, eps=1e-3)(torch.tensor([[1.0, 2.0], [2.0, 4.0]])))
