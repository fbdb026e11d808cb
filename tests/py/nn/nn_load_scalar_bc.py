import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer('s', torch.tensor(1.0))
m.load_state_dict({'s': torch.tensor([5.0])})
print(m.s)
try: m.load_state_dict({'s': torch.tensor([5.0, 6.0])})
except RuntimeError as e: print(repr(str(e)))
