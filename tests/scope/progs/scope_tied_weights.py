import torch.nn as nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(3, 3, bias=False)
        self.dec = nn.Linear(3, 3, bias=False)
        self.dec.weight = self.enc.weight


m = Tied()
print(len(list(m.parameters())), list(m.state_dict().keys()))
