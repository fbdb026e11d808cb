import torch
import torch.nn as nn
m = nn.Linear(1, 1)
m.forward = lambda x: "patched " + str(x)
print(m(3))
