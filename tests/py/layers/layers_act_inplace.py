import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([-1.0, 2.0, -3.0])
y = F.relu(x, inplace=True)
print(y is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
y = nn.ReLU(inplace=True)(x)
print(y is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
print(F.relu_(x) is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
print(F.leaky_relu(x, 0.5, inplace=True) is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
print(nn.ELU(inplace=True)(x) is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
print(nn.Hardtanh(inplace=True)(x) is x, x)
x = torch.tensor([-1.0, 2.0, -3.0])
print(nn.SiLU(inplace=True)(x) is x, x)
