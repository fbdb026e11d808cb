import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return "fallback:" + name
m = M()
print(type(m.fc).__name__, m.zzz, type(m.training).__name__)
