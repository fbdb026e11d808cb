import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
    @property
    def w(self):
        return self.fc.weight.shape
m = M()
print(m.w)
try: m.w = 3
except AttributeError as e: print(type(e).__name__)
