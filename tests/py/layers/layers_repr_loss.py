import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for m in [nn.MSELoss(), nn.L1Loss(), nn.CrossEntropyLoss(), nn.NLLLoss(), nn.BCELoss(), nn.BCEWithLogitsLoss(), nn.HuberLoss(), nn.SmoothL1Loss(), nn.KLDivLoss()]:
    print(m, m.reduction)
print(nn.MSELoss(reduction='sum').reduction, nn.HuberLoss(delta=2.0).delta, nn.SmoothL1Loss(beta=0.5).beta)
print(nn.CrossEntropyLoss(ignore_index=1, label_smoothing=0.1).label_smoothing)
