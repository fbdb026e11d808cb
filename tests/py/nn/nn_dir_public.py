import torch
import torch.nn as nn
print(sorted(k for k in dir(nn.Module()) if not k.startswith('_')))
