import torch.nn as nn
m = nn.Module()
name = '<img src=x onerror=alert(1)>\u202e\u2066'
setattr(m, name, nn.Linear(1, 1))
print(m)
getattr(m, '<script>alert(2)</script>\u202e')
