import torch
import torch.nn as nn
class Frozen(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
    def train(self, mode=True):
        print("train called", mode)
        return super().train(mode)
m = nn.Sequential(Frozen())
m.eval()
print(m[0].training, m[0].fc.training)
