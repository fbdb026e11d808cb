import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 2)
try: l.load_state_dict({'weight': torch.zeros(3,2)}, strict=False)
except RuntimeError as e: print(repr(str(e)))
