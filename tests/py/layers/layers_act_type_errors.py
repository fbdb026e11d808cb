import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

tr(lambda: F.relu([1.0]))
tr(lambda: F.leaky_relu(1.0))
tr(lambda: F.gelu(torch.ones(2), approximate='x'))
tr(lambda: F.softplus('a'))
tr(lambda: F.elu(None))
tr(lambda: F.linear([1.0], torch.ones(2, 2)))
tr(lambda: F.linear(torch.ones(2, 3), torch.ones(2, 2)))
tr(lambda: nn.Linear(3, 2)(torch.ones(4, 2)))
torch.manual_seed(0)
tr(lambda: nn.Linear(3, 2)(torch.ones(3)))
tr(lambda: nn.Linear(3, 2)(torch.ones(2, 3, dtype=torch.float64)))
