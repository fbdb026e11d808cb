import torch
import torch.nn as nn
pd = nn.ParameterDict({'a': nn.Parameter(torch.ones(1)), 'b': nn.Parameter(torch.zeros(1))})
print(pd.get('a').item(), pd.get('q', 'none'))
print(pd.pop('a').item(), list(pd.keys()))
pd.setdefault('c', torch.ones(2)); print(list(pd.keys()), type(pd['c']).__name__)
k, v = pd.popitem(); print(k, v.shape)
c = pd.copy(); print(type(c).__name__, list(c.keys()))
print(list(reversed(pd)))
pd.clear(); print(len(pd))
