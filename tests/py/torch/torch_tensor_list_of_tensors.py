# torch.tensor over lists holding tensors: a tensor inside a list is a scalar leaf (one element).
import torch
import numpy as np
a = torch.tensor([0.5])
print(torch.tensor([[[a], [a]], [[a], [a]]], dtype=torch.float).shape)
print(torch.tensor([[a], [a]]).shape)
print(torch.tensor([a, a]).shape)
b = torch.tensor([[0.5, 1.0]])
try:
    print(torch.tensor([[b], [b]]).shape)
except Exception as e:
    print(type(e).__name__, e)
print(torch.tensor([torch.tensor(1.0), torch.tensor(2.0)]))
print(torch.tensor([[torch.tensor([1.0])], [torch.tensor([2.0])]]))
