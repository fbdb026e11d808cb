import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


net = Net()
print(list(net.state_dict().keys()))
