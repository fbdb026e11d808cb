import torch
import torch.nn as nn
m = nn.Module()
m.t = torch.ones(1)
print('t' in m.__dict__, m._buffers, list(m.state_dict().keys()), len(list(m.parameters())))
m.lst = [nn.Linear(1, 1)]
print(len(list(m.parameters())), list(m._modules))
