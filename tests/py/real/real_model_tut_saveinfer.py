# pytorch/tutorials recipes_source/recipes/saving_and_loading_models_for_inference.py @ 0a7e68666de5faceafa90276ad2b7874cd32c5e0 (BSD-3-Clause)
# Recipe code verbatim (the .pt files go to the in-memory sandbox); prose trimmed; seeded; the notebook's
# shown values printed; the last section (whole-model pickling, which PyTorch 2.6's weights_only default
# refuses) runs inside try, with a driver at the end.
import torch
import torch.nn as nn
import torch.optim as optim
torch.manual_seed(0)  # nnscope: seeded

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.flatten(start_dim=1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x

net = Net()
print(net)

optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)

# Specify a path
PATH = "state_dict_model.pt"

# Save
torch.save(net.state_dict(), PATH)

# Load
model = Net()
print(model.load_state_dict(torch.load(PATH)))
print(model.eval())

try:  # nnscope
    # Specify a path
    PATH = "entire_model.pt"

    # Save
    torch.save(net, PATH)

    # Load
    model = torch.load(PATH)
    model.eval()
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])

# nnscope driver
model = torch.load(PATH, weights_only=False)
print(type(model).__name__, model.training, torch.equal(model.fc1.weight, net.fc1.weight))
