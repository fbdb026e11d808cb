import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

import warnings
warnings.simplefilter('ignore')
x = torch.tensor([1.0, 2.0, 3.0])
y = torch.zeros(3)
print(F.mse_loss(x, y, size_average=False))
print(F.mse_loss(x, y, reduce=False))
print(F.l1_loss(x, y, size_average=True))
print(nn.MSELoss(size_average=False).reduction, nn.MSELoss(reduce=False).reduction, nn.NLLLoss(size_average=False, reduce=True).reduction)
