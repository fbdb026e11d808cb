import torch
import torch.nn as nn
torch.manual_seed(0)
print([nn.ReLU(), nn.Linear(1, 1)])
print({'a': nn.Tanh()})
print(str(nn.Sigmoid()), f'{nn.Identity()}')
