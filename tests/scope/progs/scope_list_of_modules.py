import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(2, 2), nn.Linear(2, 2)]
        self.n = 5

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


net = Net()
print(len(list(net.parameters())))
