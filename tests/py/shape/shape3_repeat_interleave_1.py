import torch
x = torch.tensor([1, 2, 3])
print(x.repeat_interleave(2))
y = torch.tensor([[1, 2], [3, 4]])
print(torch.repeat_interleave(y, 2))
print(torch.repeat_interleave(y, 3, dim=1))
print(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0))
print(torch.repeat_interleave(torch.tensor([2, 3])))
print(y.repeat_interleave(torch.tensor(2), dim=0))
print(x.repeat_interleave(0))
try:
    y.repeat_interleave(torch.tensor([1, 2, 3]), dim=0)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.repeat_interleave(-1)
except Exception as e:
    print(type(e).__name__, e)
