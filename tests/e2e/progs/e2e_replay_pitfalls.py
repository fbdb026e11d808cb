# The seeds' registry pitfalls, one __setattr__ decision per line,
# stepped through by the replay checks of tests/e2e/run.mjs.
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(2, 2) for _ in range(2)]
        self.stack = nn.ModuleList([nn.Linear(2, 2)])
        self.scale = torch.ones(2)
        self.register_buffer("mean", torch.zeros(2))
        self.w = nn.Parameter(torch.ones(2))
        self.mean = torch.ones(2)
        try:
            self.w = torch.zeros(2)
        except TypeError as e:
            print("TypeError:", e)


class Early(nn.Module):
    def __init__(self):
        try:
            self.fc = nn.Linear(2, 2)
        except AttributeError as e:
            print("AttributeError:", e)
        super().__init__()


net = Net()
early = Early()
net.double()
print(net.w.dtype, net.mean.dtype, net.scale.dtype, net.blocks[0].weight.dtype)
print(len(list(net.parameters())), list(net.state_dict().keys()))
