import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.drop = nn.Dropout(0.3)

    def forward(self, x):
        if self.training:
            return self.drop(self.fc(x))
        return self.fc(x) * 10


n = Net()
print(n.training, n.fc.training)
n.eval()
print(n.training, n.fc.training, n.drop.training)
with torch.no_grad():
    out = n(torch.ones(1, 2))
print(out.requires_grad)
out = n(torch.ones(1, 2))
print(out.requires_grad, out.grad_fn is not None)
n.train(mode=False)
print(n.training)
n.train(True)
print(n.training)
for bad in ["eval", 1, None]:
    try:
        n.train(bad)
    except ValueError as e:
        print("ValueError:", e)
n.training = False
print(n.training, n.fc.training)
print(torch.is_grad_enabled())
with torch.inference_mode():
    z = n(torch.ones(1, 2))
print(z.requires_grad)
