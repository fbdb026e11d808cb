import torch
# bool(t) in control flow, comparisons of 0-d results in if, while loops on tensors
x = torch.tensor(3.)
if x > 2:
    print('gt')
n = 0
t = torch.tensor(5)
while t > 0:
    t = t - 2
    n += 1
print(n, t)
print('yes' if torch.tensor([1, 2]).sum() == 3 else 'no', 'all' if (torch.arange(3) >= 0).all() else 'not')
try:
    if torch.tensor([1, 2]) > 0:
        pass
except Exception as e:
    print(type(e).__name__, e)
print(not torch.tensor(0), torch.tensor(2) and torch.tensor(3), torch.tensor(0) or 5)
print(bool(torch.tensor([0.])), bool(torch.tensor([[1]])))
