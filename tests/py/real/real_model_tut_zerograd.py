# pytorch/tutorials recipes_source/recipes/zeroing_out_gradients.py @ 0a7e68666de5faceafa90276ad2b7874cd32c5e0 (BSD-3-Clause)
# Recipe code verbatim but for the data: torchvision's CIFAR10 (a download) and its transforms are replaced by
# 48 seeded random 3x32x32 images (TensorDataset), and the report every 2000 mini-batches by one every 4
# (the loss divided by 4). Prose trimmed.
import torch

import torch.nn as nn
import torch.nn.functional as F

import torch.optim as optim
torch.manual_seed(0)  # nnscope: seeded

# nnscope: synthetic stand-in for torchvision.datasets.CIFAR10 + transforms
trainset = torch.utils.data.TensorDataset(torch.rand(48, 3, 32, 32) * 2 - 1, torch.randint(0, 10, (48,)))
testset = torch.utils.data.TensorDataset(torch.rand(16, 3, 32, 32) * 2 - 1, torch.randint(0, 10, (16,)))
trainloader = torch.utils.data.DataLoader(trainset, batch_size=4,
                                          shuffle=True, num_workers=2)

testloader = torch.utils.data.DataLoader(testset, batch_size=4,
                                         shuffle=False, num_workers=2)

classes = ('plane', 'car', 'bird', 'cat',
           'deer', 'dog', 'frog', 'horse', 'ship', 'truck')

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
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)

for epoch in range(2):  # loop over the dataset multiple times

    running_loss = 0.0
    for i, data in enumerate(trainloader, 0):
        # get the inputs; data is a list of [inputs, labels]
        inputs, labels = data

        # zero the parameter gradients
        optimizer.zero_grad()

        # forward + backward + optimize
        outputs = net(inputs)
        loss = criterion(outputs, labels)
        loss.backward()
        optimizer.step()

        # print statistics
        running_loss += loss.item()
        if i % 4 == 3:    # print every 4 mini-batches
            print('[%d, %5d] loss: %.3f' %
                  (epoch + 1, i + 1, running_loss / 4))
            running_loss = 0.0

print('Finished Training')
