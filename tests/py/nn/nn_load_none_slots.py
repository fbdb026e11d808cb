import torch
import torch.nn as nn
m = nn.Module(); m.register_buffer('b', None); m.register_parameter('p', None)
print(m.load_state_dict({}))
try: m.load_state_dict({'b': torch.zeros(1), 'p': torch.zeros(1)})
except RuntimeError as e: print(repr(str(e)))
