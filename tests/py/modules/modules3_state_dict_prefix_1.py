import torch
import torch.nn as nn

torch.manual_seed(1)
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
sd = net.state_dict(prefix="model.")
for k, v in sd.items():
    print(f"{k:<30} {str(tuple(v.shape)):>8} {v.dtype}")
kv = net.state_dict(keep_vars=True)
print([type(v).__name__ for v in kv.values()])
print([v.requires_grad for v in kv.values()])
print([v.requires_grad for v in net.state_dict().values()])
from collections import OrderedDict
dest = OrderedDict()
out = net.state_dict(destination=dest, prefix="p.")
print(out is dest, list(dest)[:2])
print(net.state_dict()._metadata)
