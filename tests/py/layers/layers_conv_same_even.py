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
c = nn.Conv2d(1, 1, 2, padding='same', bias=False)
nn.init.ones_(c.weight)
import warnings
warnings.simplefilter('ignore')
print(c(torch.arange(9.0).reshape(1, 1, 3, 3)))
