import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
x = torch.randn(2, 4)
for m in [nn.ReLU(), nn.LeakyReLU(0.2), nn.ELU(), nn.GELU(), nn.SiLU(), nn.Mish(), nn.Sigmoid(), nn.Tanh(), nn.Softplus(),
          nn.Softsign(), nn.Hardtanh(-0.5, 0.5), nn.ReLU6(), nn.Identity(), nn.Softmax(dim=1), nn.LogSoftmax(dim=1), nn.Softmin(dim=0)]:
    print(type(m).__name__, m(x))
