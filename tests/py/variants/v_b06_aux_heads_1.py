import torch
import torch.nn as nn


class WithAux(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(16, 16)
        self.aux_heads = {"cls": nn.Linear(16, 4), "reg": nn.Linear(16, 1)}
        self.main_head = nn.Linear(16, 4)


m = WithAux()
print(m)
print(list(m.state_dict().keys()))
print("aux_heads in _modules:", "aux_heads" in m._modules)
print("aux_heads type:", type(m.aux_heads).__name__, len(m.aux_heads))
m.aux_heads = nn.ModuleDict(m.aux_heads)
print(m)
print(list(m.state_dict().keys()))
print(sum(p.numel() for p in m.parameters()))
