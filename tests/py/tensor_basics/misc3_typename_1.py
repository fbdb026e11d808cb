import torch, torch.nn as nn
class Custom(nn.Module): pass
print(torch.typename(Custom), torch.typename(nn.ReLU), torch.typename(print), torch.typename(lambda: 1))
print(torch.typename(torch.tensor([1.])), torch.typename(torch.tensor([1])), torch.typename(nn.Linear(1, 1)))
print(torch.typename(3), torch.typename('a'), torch.typename(Custom()), torch.typename(torch.float32))
print(torch.typename(nn.Parameter(torch.ones(1))), torch.typename(torch.Tensor), torch.typename([1]))
