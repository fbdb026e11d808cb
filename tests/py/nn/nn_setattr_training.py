import torch
import torch.nn as nn
m = nn.Module()
m.training = False
print(m.training, 'training' in m.__dict__)
