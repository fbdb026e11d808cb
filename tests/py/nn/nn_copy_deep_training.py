import torch
import torch.nn as nn
import copy
m = nn.Sequential(nn.Linear(1, 1)).eval()
m2 = copy.deepcopy(m)
print(m2.training, m2[0].training)
