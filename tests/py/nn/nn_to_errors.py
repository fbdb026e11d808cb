import torch
import torch.nn as nn
l = nn.Linear(1, 1)
for d in (torch.int32, torch.int64, torch.bool, torch.uint8):
    try: l.to(d)
    except TypeError as e: print(e)
print(l.weight.dtype)
