# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, autoencoder/linear-autoencoder/Simple_Autoencoder_Solution.ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): 1.
# a cell's last bare expression is shown as the notebook shows it (_show: repr, None not shown).
def _show(*v):
    v = v[0] if len(v) == 1 else v
    if v is not None:
        r = repr(v)
        print(r.split(' at 0x')[0] + '>' if ' at 0x' in r else r)  # no addresses
import torch, random  # driver: seeds
torch.manual_seed(0)
random.seed(0)
# ---- cell 2
import torch
import numpy as np
np.random.seed(0)  # driver: seed
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

# convert data to torch.FloatTensor
transform = transforms.ToTensor()

# load the training and test datasets
train_data = datasets.MNIST(root='~/.pytorch/MNIST_data/', train=True,
                                   download=True, transform=transform)
test_data = datasets.MNIST(root='~/.pytorch/MNIST_data/', train=False,
                                  download=True, transform=transform)
# ---- cell 3
# Create training and test dataloaders

# number of subprocesses to use for data loading
num_workers = 0
# how many samples per batch to load
batch_size = 20

# prepare data loaders
train_loader = torch.utils.data.DataLoader(train_data, batch_size=batch_size, num_workers=num_workers)
test_loader = torch.utils.data.DataLoader(test_data, batch_size=batch_size, num_workers=num_workers)
# ---- cell 5
    
# obtain one batch of training images
dataiter = iter(train_loader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)
images = images.numpy()

# get one image from the batch
img = np.squeeze(images[0])

# (plot) fig = plt.figure(figsize = (5,5))
# (plot) ax = fig.add_subplot(111)
# (plot) _show(ax.imshow(img, cmap='gray'))
# ---- cell 7
import torch.nn as nn
import torch.nn.functional as F

# define the NN architecture
class Autoencoder(nn.Module):
    def __init__(self, encoding_dim):
        super(Autoencoder, self).__init__()
        ## encoder ##
        # linear layer (784 -> encoding_dim)
        self.fc1 = nn.Linear(28 * 28, encoding_dim)
        
        ## decoder ##
        # linear layer (encoding_dim -> input size)
        self.fc2 = nn.Linear(encoding_dim, 28*28)
        

    def forward(self, x):
        # add layer, with relu activation function
        x = F.relu(self.fc1(x))
        # output layer (sigmoid for scaling from 0 to 1)
        x = F.sigmoid(self.fc2(x))
        return x

# initialize the NN
encoding_dim = 32
model = Autoencoder(encoding_dim)
print(model)
# ---- cell 9
# specify loss function
criterion = nn.MSELoss()

# specify loss function
optimizer = torch.optim.Adam(model.parameters(), lr=0.001)
# ---- cell 10
# number of epochs to train the model
n_epochs = 3

for epoch in range(1, n_epochs+1):
    # monitor training loss
    train_loss = 0.0
    
    ###################
    # train the model #
    ###################
    for data in train_loader:
        # _ stands in for labels, here
        images, _ = data
        # flatten images
        images = images.view(images.size(0), -1)
        # clear the gradients of all optimized variables
        optimizer.zero_grad()
        # forward pass: compute predicted outputs by passing inputs to the model
        outputs = model(images)
        # calculate the loss
        loss = criterion(outputs, images)
        # backward pass: compute gradient of the loss with respect to model parameters
        loss.backward()
        # perform a single optimization step (parameter update)
        optimizer.step()
        # update running training loss
        train_loss += loss.item()*images.size(0)
            
    # print avg training statistics 
    train_loss = train_loss/len(train_loader)
    print('Epoch: {} \tTraining Loss: {:.4f}'.format(
        epoch, 
        train_loss
        ))
# ---- cell 12
# obtain one batch of test images
dataiter = iter(test_loader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)

images_flatten = images.view(images.size(0), -1)
# get sample outputs
output = model(images_flatten)
# prep images for display
images = images.numpy()

# output is resized into a batch of images
output = output.view(batch_size, 1, 28, 28)
# use detach when it's an output that requires_grad
output = output.detach().numpy()

# plot the first ten input images and then reconstructed images
# (plot) fig, axes = plt.subplots(nrows=2, ncols=10, sharex=True, sharey=True, figsize=(25,4))

# input images on top row, reconstructions on bottom
# (plot) for images, row in zip([images, output], axes):
# (plot) for img, ax in zip(images, row):
# (plot) pass  # (plot)
# (plot) # (plot) ax.imshow(np.squeeze(img), cmap='gray')
# (plot) # (plot) ax.get_xaxis().set_visible(False)
# (plot) # (plot) ax.get_yaxis().set_visible(False)
