import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
for x in ([1], 3, 'abc', None, (1,)):
    try: l.load_state_dict(x)
    except TypeError as e: print(e)
