import torch
a = torch.arange(6.).reshape(2, 3)
b = torch.tensor([10., 20., 30.])
c = torch.tensor([[1.], [2.]])
print(a + b)
print(a * c)
print(b + c)
try:
    print(a + torch.ones(2))
except RuntimeError as e:
    print('RuntimeError', e)
