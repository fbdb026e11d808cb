import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]], requires_grad=True)
y = torch.tensor([[1.0, -1.0, 0.0], [0.0, 0.5, -2.0]])

for m in [nn.MSELoss(), nn.L1Loss(), nn.SmoothL1Loss(), nn.HuberLoss(), nn.MSELoss(reduction='sum'), nn.L1Loss(reduction='none'), nn.HuberLoss(delta=0.5)]:
    print(m, m(x, y))
