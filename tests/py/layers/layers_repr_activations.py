import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for m in [nn.ReLU(), nn.ReLU(inplace=True), nn.ReLU(True), nn.LeakyReLU(), nn.LeakyReLU(0.2), nn.LeakyReLU(0.1, inplace=True),
          nn.ELU(), nn.ELU(alpha=0.5, inplace=True), nn.GELU(), nn.GELU(approximate='tanh'), nn.SiLU(), nn.SiLU(inplace=True),
          nn.Mish(), nn.Sigmoid(), nn.Tanh(), nn.Softplus(), nn.Softplus(beta=2, threshold=10), nn.Softsign(),
          nn.Hardtanh(), nn.Hardtanh(-2, 2), nn.Hardtanh(inplace=True), nn.ReLU6(), nn.ReLU6(True), nn.PReLU(), nn.PReLU(3, 0.1)]:
    print(m)
