import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)


net = Net()
print("before")
print(net.missing_layer)
print("never")
