import torch
t = torch.tensor([1, 2, 3])
for v in ['a', None, [1], (1,), {1: 2}, 1.0, True, torch.tensor([2])]:
    try:
        print(repr(v), v in t)
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(divmod(torch.tensor(7.), torch.tensor(2.)))
except Exception as e:
    print(type(e).__name__, e)
print(divmod(7, 2), divmod(7.5, 2))
