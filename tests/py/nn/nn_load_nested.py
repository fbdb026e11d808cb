import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__(); self.fc = nn.Linear(1, 1)
try: Net().load_state_dict({'fc.weight': torch.zeros(1,1), 'fc.bias': torch.zeros(1), 'fc.extra': torch.zeros(1), 'other.w': torch.zeros(1)})
except RuntimeError as e: print(repr(str(e)))
try: nn.Sequential(Net(), nn.Linear(1,1)).load_state_dict({})
except RuntimeError as e: print(repr(str(e)))
