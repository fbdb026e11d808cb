# kuangliu/pytorch-cifar models/lenet.py @ 49b7aa97b0c12fe0d4054e670403a16b6b834ddd (MIT)
# Model file verbatim; driver: the smallest constructor of the file, one step of main.py's SGD loop on one random 32x32 image.
# ---- models/lenet.py ----
'''LeNet in PyTorch.'''
import torch.nn as nn
import torch.nn.functional as F

class LeNet(nn.Module):
    def __init__(self):
        super(LeNet, self).__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1   = nn.Linear(16*5*5, 120)
        self.fc2   = nn.Linear(120, 84)
        self.fc3   = nn.Linear(84, 10)

    def forward(self, x):
        out = F.relu(self.conv1(x))
        out = F.max_pool2d(out, 2)
        out = F.relu(self.conv2(out))
        out = F.max_pool2d(out, 2)
        out = out.view(out.size(0), -1)
        out = F.relu(self.fc1(out))
        out = F.relu(self.fc2(out))
        out = self.fc3(out)
        return out


# --- driver (added for nnscope) ---
import torch
import torch.optim as optim
torch.manual_seed(0)
net = LeNet()

print(type(net).__name__, sum(p.numel() for p in net.parameters()), len(net.state_dict()))
print(list(net.state_dict().keys())[:6])
# one step of main.py's training loop (its criterion and optimizer) on one random 32x32 image; conv sums
# differ in the last bits between oneDNN and the engine, so the loss is printed rounded
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-4)
inputs, targets = torch.randn(1, 3, 32, 32), torch.tensor([3])
net.train()
optimizer.zero_grad()
outputs = net(inputs)
loss = criterion(outputs, targets)
loss.backward()
optimizer.step()
_, predicted = outputs.max(1)
print(outputs.shape, outputs.grad_fn is not None, round(loss.item(), 3), predicted.eq(targets).sum().item())
print(sum(1 for p in net.parameters() if p.grad is not None), len(optimizer.state))
