import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for nl in ['linear', 'conv1d', 'conv2d', 'sigmoid', 'tanh', 'relu', 'leaky_relu', 'selu', 'conv_transpose2d']:
    print(nl, nn.init.calculate_gain(nl))
print(nn.init.calculate_gain('leaky_relu', 0.2), nn.init.calculate_gain('leaky_relu', 1))
tr(lambda: nn.init.calculate_gain('foo'))
tr(lambda: nn.init.calculate_gain('leaky_relu', True))
tr(lambda: nn.init.calculate_gain('leaky_relu', 'x'))
