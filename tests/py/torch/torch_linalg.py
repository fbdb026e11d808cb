import torch
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
print(a @ b, torch.mm(a, b), a.matmul(b))
print(torch.matmul(torch.ones(3), torch.ones(3)), torch.dot(torch.ones(3), torch.arange(3.)))
print(torch.mv(a, torch.ones(3)), torch.outer(torch.arange(2.), torch.arange(3.)))
print(torch.bmm(torch.ones(2, 2, 3), torch.ones(2, 3, 1)).shape)
print(torch.addmm(torch.ones(2, 4), a, b), torch.ones(4, 2, 3).matmul(torch.ones(3, 5)).shape)
try:
    print(torch.mm(a, a))
except RuntimeError as e:
    print('RuntimeError', e)
try:
    print(a @ torch.ones(3, 2, dtype=torch.float64))
except RuntimeError as e:
    print('RuntimeError', e)
print(torch.linalg.norm(torch.tensor([3., 4.])))
