import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5), nn.BatchNorm1d(4))
x = torch.randn(6, 4)
net.train()
a = net(x)
b = net(x)
print("train outputs equal:", torch.equal(a, b))
print(net[2].running_mean)
net.eval()
c = net(x)
d = net(x)
print("eval outputs equal:", torch.equal(c, d))
print(net[2].num_batches_tracked)
print([m.training for m in net.modules()])
with torch.no_grad():
    e = net(x)
print(e.requires_grad, c.requires_grad)
net.train(mode=False)
print(net.training)
class Custom(nn.Module):
    def __init__(self):
        super().__init__()
        self.d = nn.Dropout()
    def train(self, mode=True):
        print("Custom.train", mode)
        return super().train(mode)
cm = nn.Sequential(Custom())
cm.eval()
cm.train()
