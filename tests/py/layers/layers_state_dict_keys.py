import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for m in [nn.Linear(2, 3), nn.Linear(2, 3, bias=False), nn.Conv2d(1, 2, 3), nn.BatchNorm1d(3), nn.BatchNorm2d(2, affine=False),
          nn.BatchNorm1d(2, track_running_stats=False), nn.LayerNorm(4), nn.GroupNorm(2, 4), nn.Embedding(5, 2), nn.PReLU(),
          nn.Bilinear(2, 2, 1), nn.ReLU(), nn.CrossEntropyLoss(weight=torch.ones(3)), nn.BCEWithLogitsLoss(pos_weight=torch.ones(2))]:
    sd = m.state_dict()
    print(type(m).__name__, list(sd.keys()), [tuple(v.shape) for v in sd.values()])
