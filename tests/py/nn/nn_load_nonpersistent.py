import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('a', torch.ones(1), persistent=False)
print(m.load_state_dict({}))
try: m.load_state_dict({'a': torch.zeros(1)})
except RuntimeError as e: print(repr(str(e)))
