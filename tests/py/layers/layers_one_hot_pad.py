import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(F.one_hot(torch.tensor([0, 2, 1])))
print(F.one_hot(torch.tensor([0, 2]), num_classes=4))
print(F.one_hot(torch.tensor([[1], [0]]), 3).shape)
tr(lambda: F.one_hot(torch.tensor([0, 3]), 2))
x = torch.arange(6.0).reshape(2, 3)
print(F.pad(x, (1, 1)))
print(F.pad(x, (0, 2, 1, 0), value=-1.0))
print(F.pad(x, [1, 0], "constant", 9))
print(F.pad(x, (-1, 0)))
tr(lambda: F.pad(x, (1,)))
