import torch
import torch.nn as nn
class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer('calls', torch.tensor(0))
    def forward(self, x):
        self.calls += 1
        return x
c = Counter()
for _ in range(3): c(torch.ones(1))
print(c.calls, c.state_dict())
c2 = Counter(); c2.load_state_dict(c.state_dict()); print(c2.calls)
