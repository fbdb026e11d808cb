import torch
import torch.nn as nn
import warnings
torch.manual_seed(0)
l = nn.Linear(1, 1)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    d = l.state_dict(None, 'pre.')
    print(list(d))
    print(len(w), w[0].category.__name__ if w else None)
    print(str(w[0].message) if w else None)
