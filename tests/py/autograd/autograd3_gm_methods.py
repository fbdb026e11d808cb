import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    @torch.no_grad()
    def predict(self, x):
        return self.fc(x).argmax(dim=1)

    def forward(self, x):
        return self.fc(x)

torch.manual_seed(0)
net = Net()
x = torch.randn(4, 3)
print(net.predict(x))
out = net(x)
print(out.requires_grad, out.grad_fn.name())

@torch.no_grad()
def evaluate(model, data):
    model.eval()
    total = 0.0
    for row in data:
        total += model(row.unsqueeze(0)).sum().item()
    model.train()
    return round(total, 4)

print(evaluate(net, x), net.training, torch.is_grad_enabled())
print(Net.predict.__name__)
