import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.pool = nn.MaxPool2d(2)
        self.flat = nn.Flatten()
        self.fc = nn.Linear(2 * 2 * 2, 3)

    def forward(self, x):
        return self.fc(self.flat(self.pool(torch.relu(self.conv(x)))))


def hook_fn(module, inputs, output):
    print(f"{type(module).__name__:10s} in={tuple(inputs[0].shape)} out={tuple(output.shape)}")


model = Net()
handles = [m.register_forward_hook(hook_fn) for m in model.children()]
model(torch.randn(2, 1, 4, 4))
for h in handles:
    h.remove()
model(torch.randn(2, 1, 4, 4))
print("silent after remove")
