import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2,2)
        self.seq = nn.Sequential(nn.Linear(2,3), nn.ReLU(), nn.Sequential(nn.Tanh()))
        self.ml = nn.ModuleList([nn.ReLU(), nn.Linear(1,1)])
        self.md = nn.ModuleDict({'a': nn.ReLU(), 'b': nn.Linear(1,2)})
        self.empty = nn.Sequential()
        self.eml = nn.ModuleList()
print(Net())
