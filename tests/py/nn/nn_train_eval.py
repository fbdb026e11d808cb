import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1, 1), nn.Sequential(nn.ReLU()))
print(s.training, s[1][0].training)
r = s.eval(); print(r is s, s.training, s[0].training, s[1][0].training)
r = s.train(); print(r is s, s.training, s[1][0].training)
s.train(False); print(s.training)
for bad in ('yes', 0, 1, None, 1.0):
    try: s.train(bad)
    except ValueError as e: print(repr(bad), e)
