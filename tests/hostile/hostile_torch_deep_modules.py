import torch.nn as nn
m = nn.Identity()
for i in range(10000):
    m = nn.Sequential(m)
print(m)
