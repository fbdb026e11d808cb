# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, intro-to-pytorch/Part 2 - Neural Networks in PyTorch (Solution).ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): 3.
# a cell's last bare expression is shown as the notebook shows it (_show: repr, None not shown).
def _show(*v):
    v = v[0] if len(v) == 1 else v
    if v is not None:
        r = repr(v)
        print(r.split(' at 0x')[0] + '>' if ' at 0x' in r else r)  # no addresses
import torch, random  # driver: seeds
torch.manual_seed(0)
random.seed(0)
# ---- cell 1
# Import necessary packages


import numpy as np
np.random.seed(0)  # driver: seed
import torch
# ---- cell 4
### Run this cell

# ---- stand-in (not in the notebook): torchvision's datasets and transforms; each data set is
# ---- N seeded random images in [-1, 1) with labels 0..9, no download
import torch as _torch
class _Images(_torch.utils.data.Dataset):
    def __init__(self, root=None, train=True, download=False, transform=None, split=None, _shape=(1, 28, 28), _n=320):
        g = _torch.Generator().manual_seed(1 if train and split in (None, 'train') else 2)
        self.data = _torch.rand((_n,) + _shape, generator=g) * 2 - 1
        self.targets = _torch.randint(0, 10, (_n,), generator=g)
    def __len__(self):
        return len(self.data)
    def __getitem__(self, i):
        return self.data[i], self.targets[i]
class datasets:
    MNIST = _Images
    FashionMNIST = _Images
    @staticmethod
    def CIFAR10(*a, **k):
        return _Images(*a, _shape=(3, 32, 32), _n=80, **k)
    @staticmethod
    def SVHN(*a, **k):
        return _Images(*a, _shape=(3, 32, 32), _n=80, **k)
class transforms:
    Compose = ToTensor = Normalize = Resize = CenterCrop = RandomHorizontalFlip = RandomRotation = \
        RandomResizedCrop = staticmethod(lambda *a, **k: None)
# ---- end of stand-in

# Define a transform to normalize the data
transform = transforms.Compose([transforms.ToTensor(),
                              transforms.Normalize((0.5,), (0.5,)),
                              ])
# Download and load the training data
trainset = datasets.MNIST('~/.pytorch/MNIST_data/', download=True, train=True, transform=transform)
trainloader = torch.utils.data.DataLoader(trainset, batch_size=64, shuffle=True)
# ---- cell 6
dataiter = iter(trainloader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)
print(type(images))
print(images.shape)
print(labels.shape)
# ---- cell 8
# (plot) _show(plt.imshow(images[1].numpy().squeeze(), cmap='Greys_r'));
# ---- cell 10
## Solution
def activation(x):
    return 1/(1+torch.exp(-x))

# Flatten the input images
inputs = images.view(images.shape[0], -1)

# Create parameters
w1 = torch.randn(784, 256)
b1 = torch.randn(256)

w2 = torch.randn(256, 10)
b2 = torch.randn(10)

h = activation(torch.mm(inputs, w1) + b1)

out = activation(torch.mm(h, w2) + b2)
# ---- cell 12
## Solution
def softmax(x):
    return torch.exp(x)/torch.sum(torch.exp(x), dim=1).view(-1, 1)

probabilities = softmax(out)

# Does it have the right shape? Should be (64, 10)
print(probabilities.shape)
# Does it sum to 1?
print(probabilities.sum(dim=1))
# ---- cell 14
from torch import nn
# ---- cell 15
class Network(nn.Module):
    def __init__(self):
        super().__init__()
        
        # Inputs to hidden layer linear transformation
        self.hidden = nn.Linear(784, 256)
        # Output layer, 10 units - one for each digit
        self.output = nn.Linear(256, 10)
        
        # Define sigmoid activation and softmax output 
        self.sigmoid = nn.Sigmoid()
        self.softmax = nn.Softmax(dim=1)
        
    def forward(self, x):
        # Pass the input tensor through each of our operations
        x = self.hidden(x)
        x = self.sigmoid(x)
        x = self.output(x)
        x = self.softmax(x)
        
        return x
# ---- cell 17
# Create the network and look at its text representation
model = Network()
_show(model)
# ---- cell 19
import torch.nn.functional as F

class Network(nn.Module):
    def __init__(self):
        super().__init__()
        # Inputs to hidden layer linear transformation
        self.hidden = nn.Linear(784, 256)
        # Output layer, 10 units - one for each digit
        self.output = nn.Linear(256, 10)
        
    def forward(self, x):
        # Hidden layer with sigmoid activation
        x = F.sigmoid(self.hidden(x))
        # Output layer with softmax activation
        x = F.softmax(self.output(x), dim=1)
        
        return x
# ---- cell 22
## Solution

class Network(nn.Module):
    def __init__(self):
        super().__init__()
        # Defining the layers, 128, 64, 10 units each
        self.fc1 = nn.Linear(784, 128)
        self.fc2 = nn.Linear(128, 64)
        # Output layer, 10 units - one for each digit
        self.fc3 = nn.Linear(64, 10)
        
    def forward(self, x):
        ''' Forward pass through the network, returns the output logits '''
        
        x = self.fc1(x)
        x = F.relu(x)
        x = self.fc2(x)
        x = F.relu(x)
        x = self.fc3(x)
        x = F.softmax(x, dim=1)
        
        return x

model = Network()
_show(model)
# ---- cell 24
print(model.fc1.weight)
print(model.fc1.bias)
# ---- cell 26
# Set biases to all zeros
_show(model.fc1.bias.data.fill_(0))
# ---- cell 27
# sample from random normal with standard dev = 0.01
_show(model.fc1.weight.data.normal_(std=0.01))
# ---- cell 29
# Grab some data 
dataiter = iter(trainloader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)

# Resize images into a 1D vector, new shape is (batch size, color channels, image pixels) 
images.resize_(64, 1, 784)
# or images.resize_(images.shape[0], 1, 784) to automatically get batch size

# Forward pass through the network
img_idx = 0
ps = model.forward(images[img_idx,:])

img = images[img_idx]
# (plot) _show(helper.view_classify(img.view(1, 28, 28), ps))
# ---- cell 31
# Hyperparameters for our network
input_size = 784
hidden_sizes = [128, 64]
output_size = 10

# Build a feed-forward network
model = nn.Sequential(nn.Linear(input_size, hidden_sizes[0]),
                      nn.ReLU(),
                      nn.Linear(hidden_sizes[0], hidden_sizes[1]),
                      nn.ReLU(),
                      nn.Linear(hidden_sizes[1], output_size),
                      nn.Softmax(dim=1))
print(model)

# Forward pass through the network and display output
images, labels = next(iter(trainloader))
images.resize_(images.shape[0], 1, 784)
ps = model.forward(images[0,:])
# (plot) _show(helper.view_classify(images[0].view(1, 28, 28), ps))
# ---- cell 33
print(model[0])
_show(model[0].weight)
# ---- cell 35
from collections import OrderedDict
model = nn.Sequential(OrderedDict([
                      ('fc1', nn.Linear(input_size, hidden_sizes[0])),
                      ('relu1', nn.ReLU()),
                      ('fc2', nn.Linear(hidden_sizes[0], hidden_sizes[1])),
                      ('relu2', nn.ReLU()),
                      ('output', nn.Linear(hidden_sizes[1], output_size)),
                      ('softmax', nn.Softmax(dim=1))]))
_show(model)
# ---- cell 37
print(model[0])
print(model.fc1)
