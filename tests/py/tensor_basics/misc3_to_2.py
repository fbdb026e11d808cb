import torch.nn as nn
import torch
m = nn.Linear(2, 2)
for bad in [("cuda:x",), (5,), ("float32",), ("cuda",), ("cpu:1",), (torch.float64,), ("cpu",)]:
    try:
        r = m.to(*bad)
        print(type(r).__name__, r.weight.dtype)
    except Exception as e:
        print(type(e).__name__, e)
