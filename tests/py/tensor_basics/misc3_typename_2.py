import torch
import torch.nn as nn
def f(): pass
class A: 
    def m(self): pass
print(torch.typename(f), torch.typename(A), torch.typename(A()), torch.typename(A().m), torch.typename(A.m))
print(torch.typename(nn.Module))
print(torch.typename(torch.ones(1, dtype=torch.float64)), torch.typename(torch.ones(1, dtype=torch.bool)))
print(torch.typename(None), torch.typename(1.5), torch.typename(torch.Size([1])))
