import torch
import torch.nn as nn
m = nn.Linear(1, 1)
print(type(m.__dict__).__name__, m.__class__.__name__, m.__class__.__qualname__)
print(m.training, m.dump_patches, m._version)
m2 = nn.Module(); m2.__dict__['x'] = 1; print(m2.x)
