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
a = nn.Linear(2, 2)
b = nn.Linear(2, 2)
print(torch.equal(a.weight, b.weight))
b.load_state_dict(a.state_dict())
print(torch.equal(a.weight, b.weight), b.weight is a.weight)
tr(lambda: b.load_state_dict({'weight': torch.ones(3, 2), 'bias': torch.ones(2)}))
