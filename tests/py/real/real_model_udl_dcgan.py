# udacity/deep-learning-v2-pytorch (MIT) @ c9404fc86181fc3f0906b368697268257f348535, dcgan-svhn/DCGAN_Solution.ipynb: the code cells in order, verbatim;
# Adapted: plots commented out ("# (plot)"), cells that read files or need other packages left out; seeded
# random data in place of the data sets (stand-ins marked); epochs/steps cut to a few, losses printed to 4 decimals.
# dropped cells (plots, downloads, third-party packages): 
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
# import libraries
import numpy as np
np.random.seed(0)  # driver: seed
# import pickle as pkl  (left out with the file write below: the sandbox has no pickle by design)
# ---- cell 3
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

# Tensor transform
transform = transforms.ToTensor()

# SVHN training datasets
svhn_train = datasets.SVHN(root='data/', split='train', download=True, transform=transform)

batch_size = 128
num_workers = 0

# build DataLoaders for SVHN dataset
train_loader = torch.utils.data.DataLoader(dataset=svhn_train,
                                          batch_size=batch_size,
                                          shuffle=True,
                                          num_workers=num_workers)
# ---- cell 5
# obtain one batch of training images
dataiter = iter(train_loader)
try:
    images, labels = dataiter.next()
except AttributeError as e:  # driver: the old iterator API
    print(type(e).__name__, e)
    images, labels = next(dataiter)

# plot the images in the batch, along with the corresponding labels
# (plot) fig = plt.figure(figsize=(25, 4))
plot_size=20
for idx in np.arange(plot_size):
    pass  # (plot)
    # (plot) ax = fig.add_subplot(2, plot_size/2, idx+1, xticks=[], yticks=[])
    # (plot) ax.imshow(np.transpose(images[idx], (1, 2, 0)))
    # print out the correct label for each image
    # .item() gets the value contained in a Tensor
    # (plot) ax.set_title(str(labels[idx].item()))
# ---- cell 7
# current range
img = images[0]

print('Min: ', img.min())
print('Max: ', img.max())
# ---- cell 8
# helper scale function
def scale(x, feature_range=(-1, 1)):
    ''' Scale takes in an image x and returns that image, scaled
       with a feature_range of pixel values from -1 to 1. 
       This function assumes that the input x is already scaled from 0-1.'''
    # assume x is scaled to (0, 1)
    # scale to feature_range and return scaled x
    min, max = feature_range
    x = x * (max - min) + min
    return x
# ---- cell 9
# scaled range
scaled_img = scale(img)

print('Scaled min: ', scaled_img.min())
print('Scaled max: ', scaled_img.max())
# ---- cell 12
import torch.nn as nn
import torch.nn.functional as F

# helper conv function
def conv(in_channels, out_channels, kernel_size, stride=2, padding=1, batch_norm=True):
    """Creates a convolutional layer, with optional batch normalization.
    """
    layers = []
    conv_layer = nn.Conv2d(in_channels, out_channels, 
                           kernel_size, stride, padding, bias=False)
    
    # append conv layer
    layers.append(conv_layer)

    if batch_norm:
        # append batchnorm layer
        layers.append(nn.BatchNorm2d(out_channels))
     
    # using Sequential container
    return nn.Sequential(*layers)
# ---- cell 13
class Discriminator(nn.Module):

    def __init__(self, conv_dim=32):
        super(Discriminator, self).__init__()

        # complete init function
        self.conv_dim = conv_dim

        # 32x32 input
        self.conv1 = conv(3, conv_dim, 4, batch_norm=False) # first layer, no batch_norm
        # 16x16 out
        self.conv2 = conv(conv_dim, conv_dim*2, 4)
        # 8x8 out
        self.conv3 = conv(conv_dim*2, conv_dim*4, 4)
        # 4x4 out
        
        # final, fully-connected layer
        self.fc = nn.Linear(conv_dim*4*4*4, 1)

    def forward(self, x):
        # all hidden layers + leaky relu activation
        out = F.leaky_relu(self.conv1(x), 0.2)
        out = F.leaky_relu(self.conv2(out), 0.2)
        out = F.leaky_relu(self.conv3(out), 0.2)
        
        # flatten
        out = out.view(-1, self.conv_dim*4*4*4)
        
        # final output layer
        out = self.fc(out)        
        return out
# ---- cell 15
# helper deconv function
def deconv(in_channels, out_channels, kernel_size, stride=2, padding=1, batch_norm=True):
    """Creates a transposed-convolutional layer, with optional batch normalization.
    """
    # create a sequence of transpose + optional batch norm layers
    layers = []
    transpose_conv_layer = nn.ConvTranspose2d(in_channels, out_channels, 
                                              kernel_size, stride, padding, bias=False)
    # append transpose convolutional layer
    layers.append(transpose_conv_layer)
    
    if batch_norm:
        # append batchnorm layer
        layers.append(nn.BatchNorm2d(out_channels))
        
    return nn.Sequential(*layers)
# ---- cell 16
class Generator(nn.Module):
    
    def __init__(self, z_size, conv_dim=32):
        super(Generator, self).__init__()

        # complete init function
        
        self.conv_dim = conv_dim
        
        # first, fully-connected layer
        self.fc = nn.Linear(z_size, conv_dim*4*4*4)

        # transpose conv layers
        self.t_conv1 = deconv(conv_dim*4, conv_dim*2, 4)
        self.t_conv2 = deconv(conv_dim*2, conv_dim, 4)
        self.t_conv3 = deconv(conv_dim, 3, 4, batch_norm=False)
        

    def forward(self, x):
        # fully-connected + reshape 
        out = self.fc(x)
        out = out.view(-1, self.conv_dim*4, 4, 4) # (batch_size, depth, 4, 4)
        
        # hidden transpose conv layers + relu
        out = F.relu(self.t_conv1(out))
        out = F.relu(self.t_conv2(out))
        
        # last layer + tanh activation
        out = self.t_conv3(out)
        out = F.tanh(out)
        
        return out
# ---- cell 18
# define hyperparams
conv_dim = 32
z_size = 100

# define discriminator and generator
D = Discriminator(conv_dim)
G = Generator(z_size=z_size, conv_dim=conv_dim)

print(D)
print()
print(G)
# ---- cell 20
train_on_gpu = torch.cuda.is_available()

if train_on_gpu:
    # move models to GPU
    G.cuda()
    D.cuda()
    print('GPU available for training. Models moved to GPU')
else:
    print('Training on CPU.')
# ---- cell 22
def real_loss(D_out, smooth=False):
    batch_size = D_out.size(0)
    # label smoothing
    if smooth:
        # smooth, real labels = 0.9
        labels = torch.ones(batch_size)*0.9
    else:
        labels = torch.ones(batch_size) # real labels = 1
    # move labels to GPU if available     
    if train_on_gpu:
        labels = labels.cuda()
    # binary cross entropy with logits loss
    criterion = nn.BCEWithLogitsLoss()
    # calculate loss
    loss = criterion(D_out.squeeze(), labels)
    return loss

def fake_loss(D_out):
    batch_size = D_out.size(0)
    labels = torch.zeros(batch_size) # fake labels = 0
    if train_on_gpu:
        labels = labels.cuda()
    criterion = nn.BCEWithLogitsLoss()
    # calculate loss
    loss = criterion(D_out.squeeze(), labels)
    return loss
# ---- cell 24
import torch.optim as optim

# params
lr = 0.0002
beta1=0.5
beta2=0.999 # default value

# Create optimizers for the discriminator and generator
d_optimizer = optim.Adam(D.parameters(), lr, [beta1, beta2])
g_optimizer = optim.Adam(G.parameters(), lr, [beta1, beta2])
# ---- cell 26
# import pickle as pkl  (left out with the file write below: the sandbox has no pickle by design)

# training hyperparams
num_epochs = 1

# keep track of loss and generated, "fake" samples
samples = []
losses = []

print_every = 1

# Get some fixed data for sampling. These are images that are held
# constant throughout training, and allow us to inspect the model's performance
sample_size=16
fixed_z = np.random.uniform(-1, 1, size=(sample_size, z_size))
fixed_z = torch.from_numpy(fixed_z).float()

# train the network
for epoch in range(num_epochs):
    
    for batch_i, (real_images, _) in enumerate(train_loader):
                
        batch_size = real_images.size(0)
        
        # important rescaling step
        real_images = scale(real_images)
        
        # ============================================
        #            TRAIN THE DISCRIMINATOR
        # ============================================
        
        d_optimizer.zero_grad()
        
        # 1. Train with real images

        # Compute the discriminator losses on real images 
        if train_on_gpu:
            real_images = real_images.cuda()
        
        D_real = D(real_images)
        d_real_loss = real_loss(D_real)
        
        # 2. Train with fake images
        
        # Generate fake images
        z = np.random.uniform(-1, 1, size=(batch_size, z_size))
        z = torch.from_numpy(z).float()
        # move x to GPU, if available
        if train_on_gpu:
            z = z.cuda()
        fake_images = G(z)
        
        # Compute the discriminator losses on fake images            
        D_fake = D(fake_images)
        d_fake_loss = fake_loss(D_fake)
        
        # add up loss and perform backprop
        d_loss = d_real_loss + d_fake_loss
        d_loss.backward()
        d_optimizer.step()
        
        
        # =========================================
        #            TRAIN THE GENERATOR
        # =========================================
        g_optimizer.zero_grad()
        
        # 1. Train with fake images and flipped labels
        
        # Generate fake images
        z = np.random.uniform(-1, 1, size=(batch_size, z_size))
        z = torch.from_numpy(z).float()
        if train_on_gpu:
            z = z.cuda()
        fake_images = G(z)
        
        # Compute the discriminator losses on fake images 
        # using flipped labels!
        D_fake = D(fake_images)
        g_loss = real_loss(D_fake) # use real loss to flip labels
        
        # perform backprop
        g_loss.backward()
        g_optimizer.step()

        # Print some loss stats
        if batch_i % print_every == 0:
            # append discriminator loss and generator loss
            losses.append((d_loss.item(), g_loss.item()))
            # print discriminator and generator loss
            print('Epoch [{:5d}/{:5d}] | d_loss: {:6.4f} | g_loss: {:6.4f}'.format(
                    epoch+1, num_epochs, d_loss.item(), g_loss.item()))

    
    ## AFTER EACH EPOCH##    
    # generate and save sample, fake images
    G.eval() # for generating samples
    if train_on_gpu:
        fixed_z = fixed_z.cuda()
    samples_z = G(fixed_z)
    samples.append(samples_z)
    G.train() # back to training mode


# Save training generator samples
# (file write dropped)
# ---- cell 28
# (plot) fig, ax = plt.subplots()
losses = np.array(losses)
# (plot) plt.plot(losses.T[0], label='Discriminator', alpha=0.5)
# (plot) plt.plot(losses.T[1], label='Generator', alpha=0.5)
# (plot) plt.title("Training Losses")
# (plot) _show(plt.legend())
# ---- cell 30
# helper function for viewing a list of passed in sample images
def view_samples(epoch, samples):
    # (plot) fig, axes = plt.subplots(figsize=(16,4), nrows=2, ncols=8, sharey=True, sharex=True)
    for ax, img in zip(axes.flatten(), samples[epoch]):
        img = img.detach().cpu().numpy()
        img = np.transpose(img, (1, 2, 0))
        img = ((img +1)*255 / (2)).astype(np.uint8) # rescale to pixel range (0-255)
        # (plot) ax.xaxis.set_visible(False)
        # (plot) ax.yaxis.set_visible(False)
        im = ax.imshow(img.reshape((32,32,3)))
# ---- cell 31
# (plot) _ = view_samples(-1, samples)
