import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: nn.MSELoss(reduction='avg')(torch.ones(2), torch.ones(2)))
tr(lambda: F.mse_loss(torch.ones(2), torch.ones(2), reduction='bad'))
tr(lambda: F.cross_entropy(torch.ones(2, 3), torch.tensor([0, 1]), reduction='x'))
import warnings
warnings.simplefilter("ignore")
m = nn.MSELoss(size_average=False)
print(m.reduction)
m = nn.L1Loss(reduce=False)
print(m.reduction)
m = nn.CrossEntropyLoss(size_average=True, reduce=True)
print(m.reduction)
