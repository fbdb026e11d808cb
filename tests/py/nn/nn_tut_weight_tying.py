import torch
import torch.nn as nn
torch.manual_seed(0)
class LM(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(4, 3, bias=False)
        self.dec = nn.Linear(3, 4, bias=False)
        self.dec.weight = nn.Parameter(self.enc.weight.t().contiguous()) if False else self.dec.weight
        self.tied = nn.Linear(4, 3, bias=False)
        self.tied.weight = self.enc.weight
lm = LM()
print([k for k, _ in lm.named_parameters()])
print(len(list(lm.parameters())), len(lm.state_dict()))
