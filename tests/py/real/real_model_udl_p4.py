# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, intro-to-pytorch/Part 4 - Fashion-MNIST (Solution).ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): none.
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
import torch
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
                                transforms.Normalize((0.5,), (0.5,))])
# Download and load the training data
trainset = datasets.FashionMNIST('~/.pytorch/F_MNIST_data/', download=True, train=True, transform=transform)
trainloader = torch.utils.data.DataLoader(trainset, batch_size=64, shuffle=True)

# Download and load the test data
testset = datasets.FashionMNIST('~/.pytorch/F_MNIST_data/', download=True, train=False, transform=transform)
testloader = torch.utils.data.DataLoader(testset, batch_size=64, shuffle=True)
# ---- cell 3
image, label = next(iter(trainloader))
# (plot) _show(helper.imshow(image[0,:]));
# ---- cell 5
from torch import nn, optim
import torch.nn.functional as F
# ---- cell 6
# TODO: Define your network architecture here
class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 256)
        self.fc2 = nn.Linear(256, 128)
        self.fc3 = nn.Linear(128, 64)
        self.fc4 = nn.Linear(64, 10)
        
    def forward(self, x):
        # make sure input tensor is flattened
        x = x.view(x.shape[0], -1)
        
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = F.relu(self.fc3(x))
        x = F.log_softmax(self.fc4(x), dim=1)
        
        return x
# ---- cell 8
# TODO: Create the network, define the criterion and optimizer
model = Classifier()
criterion = nn.NLLLoss()
optimizer = optim.Adam(model.parameters(), lr=0.003)
# ---- cell 9
# TODO: Train the network here
epochs = 3

for e in range(epochs):
    running_loss = 0
    for images, labels in trainloader:
        log_ps = model(images)
        loss = criterion(log_ps, labels)
        
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        
        running_loss += loss.item()
    else:
        print(f"Training loss: {running_loss/len(trainloader):.4f}")
# ---- cell 10


# Test out your network!

dataiter = iter(testloader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)
img = images[1]

# TODO: Calculate the class probabilities (softmax) for img
ps = torch.exp(model(img))

# Plot the image and probabilities
# (plot) _show(helper.view_classify(img, ps, version='Fashion'))
