import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

print(list(vars(nn.Linear(2, 2))))
print(list(vars(nn.PReLU())))
print(list(vars(nn.CrossEntropyLoss())))
