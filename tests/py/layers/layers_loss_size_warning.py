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
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    l = F.mse_loss(torch.ones(3, 1), torch.zeros(3))
    print(l)
    print(len(w), w[0].category.__name__, str(w[0].message))
