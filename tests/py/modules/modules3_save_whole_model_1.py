import torch
import torch.nn as nn


class TinyNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, 3), nn.Tanh())
        self.head = nn.Linear(3, 1)

    def forward(self, x):
        return self.head(self.body(x))


torch.manual_seed(2)
net = TinyNet()
torch.save(net, "whole_model.pt")
try:
    torch.load("whole_model.pt")
except Exception as e:
    print(type(e).__name__)
    print(e)
loaded = torch.load("whole_model.pt", weights_only=False)
print(type(loaded).__name__, loaded is net)
print(loaded)
x = torch.tensor([[0.5, -1.0]])
print(torch.equal(loaded(x), net(x)))
print(loaded.training, loaded.head.weight.requires_grad)
print(loaded.head.weight is net.head.weight)

seq = nn.Sequential(nn.Linear(1, 1), nn.ReLU())
torch.save(seq, "seq.pt")
try:
    torch.load("seq.pt", weights_only=True)
except Exception as e:
    print(type(e).__module__, type(e).__name__)
    print(str(e).splitlines()[3])
print(torch.load("seq.pt", weights_only=False))

torch.save([nn.ReLU(), 1], "list.pt")
try:
    torch.load("list.pt")
except Exception as e:
    print(str(e).splitlines()[3])
