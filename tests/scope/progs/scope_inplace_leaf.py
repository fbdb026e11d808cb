import torch
import torch.nn as nn

m = nn.Linear(2, 2)
try:
    m.weight.mul_(2.0)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    m.weight.mul_(2.0)
print("ok")
