import torch
import torch.nn as nn
s = nn.Sequential(nn.Linear(1, 1), nn.Linear(1, 1))
s[1] = s[0]
print([k for k, _ in s.named_parameters()], len(list(s.parameters())))
print(s)
print(list(s.state_dict().keys()))
print([type(m).__name__ for m in s.modules()], [type(m).__name__ for m in s.children()])
print([k for k, _ in s.named_modules(remove_duplicate=False)])
