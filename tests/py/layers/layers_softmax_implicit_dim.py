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
    print(F.softmax(torch.tensor([1.0, 2.0])))
    print(F.softmax(torch.ones(2, 2)))
    print(F.log_softmax(torch.ones(2, 2, 2)).shape)
    for x in w:
        print(x.category.__name__, str(x.message))
