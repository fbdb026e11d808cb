import torch
import torch.nn as nn
x = torch.tensor([-1.0, 0.0, 2.0])
print(nn.ReLU()(x), nn.Tanh()(x), nn.Sigmoid()(x), nn.Identity()(x))
r = nn.ReLU(inplace=True)
y = x.clone(); z = r(y); print(z is y, y)
print(nn.Identity(3, k=1)(x) is x)
