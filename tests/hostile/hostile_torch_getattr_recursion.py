import torch.nn as nn
class M(nn.Module):
    def __getattr__(self, name):
        return self.missing
M().anything
