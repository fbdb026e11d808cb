import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Linear(2 * 2 * 2, 3)
        self.drop = nn.Dropout(0.5)
    def forward(self, x):
        x = F.relu(self.bn(self.conv(x)))
        x = F.max_pool2d(x, 2)
        x = torch.flatten(x, 1)
        return F.log_softmax(self.fc(self.drop(x)), dim=1)
torch.manual_seed(0)
net = Net()
print(net)
print([n for n, _ in net.named_parameters()])
print(list(net.state_dict().keys()))
net.eval()
print(net(torch.randn(2, 1, 6, 6)))
