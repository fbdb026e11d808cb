import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.bn = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.bn(self.fc1(x))))


model = Net()
x = torch.randn(5, 4)
model(x)  # updates running stats
model.eval()
PATH = "model_weights.pth"
torch.save(model.state_dict(), PATH)

model2 = Net()
sd = torch.load(PATH)
print(type(sd).__name__, len(sd))
for k, v in sd.items():
    print(k, tuple(v.shape), v.dtype, v.requires_grad, type(v).__name__)
print(sd._metadata)
print(model2.load_state_dict(sd))
model2.eval()
print(torch.equal(model(x), model2(x)))
print(sd["bn.num_batches_tracked"])

# a second load is a fresh copy
sd2 = torch.load(PATH, weights_only=True)
sd2["fc1.bias"].zero_()
print(torch.load(PATH)["fc1.bias"].abs().sum() > 0)
# the saved copy does not follow later training
with torch.no_grad():
    model.fc2.bias.add_(1.0)
print(torch.equal(torch.load(PATH)["fc2.bias"], model.fc2.bias))
print(torch.equal(torch.load(PATH)["fc2.bias"] + 1, model.fc2.bias))

# strict=False with a partial dict
partial = {k: v for k, v in torch.load(PATH).items() if k.startswith("fc1")}
print(Net().load_state_dict(partial, strict=False))
