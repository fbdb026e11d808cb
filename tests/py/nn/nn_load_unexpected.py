import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
try: l.load_state_dict({'weight': torch.zeros(2,2), 'bias': torch.zeros(2), 'foo': torch.zeros(1), 'bar.baz': torch.zeros(1)})
except RuntimeError as e: print(repr(str(e)))
