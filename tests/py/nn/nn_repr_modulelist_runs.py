import torch
import torch.nn as nn
print(nn.ModuleList([nn.Linear(2,2) for _ in range(3)] + [nn.ReLU()]))
print(nn.ModuleList([nn.Linear(2,2), nn.Linear(2,2), nn.Linear(2,3), nn.Linear(2,3), nn.Linear(2,3)]))
print(nn.Sequential(nn.ModuleList([nn.ReLU(), nn.ReLU()])))
print(nn.ModuleList([nn.Sequential(nn.Linear(1,1), nn.ReLU()) for _ in range(2)]))
print(nn.ModuleList([nn.ReLU()]))
