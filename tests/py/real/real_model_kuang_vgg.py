# kuangliu/pytorch-cifar models/vgg.py @ 49b7aa97b0c12fe0d4054e670403a16b6b834ddd (MIT)
# Model file verbatim; driver: the smallest constructor of the file, one step of main.py's SGD loop on one random 32x32 image.
# ---- models/vgg.py ----
'''VGG11/13/16/19 in Pytorch.'''
import torch
import torch.nn as nn


cfg = {
    'VGG11': [64, 'M', 128, 'M', 256, 256, 'M', 512, 512, 'M', 512, 512, 'M'],
    'VGG13': [64, 64, 'M', 128, 128, 'M', 256, 256, 'M', 512, 512, 'M', 512, 512, 'M'],
    'VGG16': [64, 64, 'M', 128, 128, 'M', 256, 256, 256, 'M', 512, 512, 512, 'M', 512, 512, 512, 'M'],
    'VGG19': [64, 64, 'M', 128, 128, 'M', 256, 256, 256, 256, 'M', 512, 512, 512, 512, 'M', 512, 512, 512, 512, 'M'],
}


class VGG(nn.Module):
    def __init__(self, vgg_name):
        super(VGG, self).__init__()
        self.features = self._make_layers(cfg[vgg_name])
        self.classifier = nn.Linear(512, 10)

    def forward(self, x):
        out = self.features(x)
        out = out.view(out.size(0), -1)
        out = self.classifier(out)
        return out

    def _make_layers(self, cfg):
        layers = []
        in_channels = 3
        for x in cfg:
            if x == 'M':
                layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
            else:
                layers += [nn.Conv2d(in_channels, x, kernel_size=3, padding=1),
                           nn.BatchNorm2d(x),
                           nn.ReLU(inplace=True)]
                in_channels = x
        layers += [nn.AvgPool2d(kernel_size=1, stride=1)]
        return nn.Sequential(*layers)


def test():
    net = VGG('VGG11')
    x = torch.randn(2,3,32,32)
    y = net(x)
    print(y.size())

# test()


# --- driver (added for nnscope) ---
import torch.optim as optim
torch.manual_seed(0)
net = VGG('VGG11')

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
