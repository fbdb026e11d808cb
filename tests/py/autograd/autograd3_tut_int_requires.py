import torch
try:
    torch.tensor([1, 2, 3], requires_grad=True)
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.arange(3).requires_grad_()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    t = torch.zeros(2, dtype=torch.int32)
    t.requires_grad = True
except RuntimeError as e:
    print('RuntimeError', e)
try:
    torch.ones(2, dtype=torch.bool, requires_grad=True)
except RuntimeError as e:
    print('RuntimeError', e)
print(torch.ones(2, dtype=torch.float16, requires_grad=True))
print(torch.ones(2, dtype=torch.complex64, requires_grad=True))
print(torch.tensor([1, 2]).float().requires_grad_())
print(torch.arange(3.0, requires_grad=True))
