import copy
import torch
import torch.nn as nn

class TwoTower(nn.Module):
    def __init__(self, share=True):
        super().__init__()
        self.shared = nn.Linear(3, 3)
        self.left = self.shared
        self.right = self.shared if share else copy.deepcopy(self.shared)
    def forward(self, a, b):
        return self.left(a) + self.right(b)

torch.manual_seed(0)
for share in (True, False):
    m = TwoTower(share)
    print(f"share={share}", [n for n, _ in m.named_children()])
    print("  params:", [n for n, _ in m.named_parameters()])
    print("  state :", list(m.state_dict().keys()))
    print("  same  :", m.left is m.right, m.left.weight is m.right.weight)
    print("  count :", sum(p.numel() for p in m.parameters()))
    with torch.no_grad():
        m.left.weight.fill_(1.0)
    print("  right follows:", bool((m.right.weight == 1).all()))
    print(m)
