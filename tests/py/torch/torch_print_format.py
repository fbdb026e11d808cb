import torch
t = torch.tensor(1.23456)
print(f"{t:.2f}", f"{t}", format(t, '.3e'))
print(f"{torch.tensor([1., 2.])}")
try:
    print(format(torch.ones(2), '.2f'))
except TypeError as e:
    print('TypeError', e)
print('{:>10}'.format(str(torch.tensor(3))))
print(f"{torch.tensor(5):d}")
