import torch
import torch.nn as nn
md = nn.ModuleDict({'b': nn.ReLU(), 'a': nn.Tanh()})
print(md, list(md.keys()), len(md), 'a' in md, 'z' in md)
md['c'] = nn.Sigmoid()
print(md.pop('b'), list(md.keys()))
print(type(md.keys()).__name__, md.items())
print(list(md.values()), [k for k in md])
