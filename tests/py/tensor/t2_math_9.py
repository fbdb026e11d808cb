import torch
# rounding family and sign functions on negative zero, halfway cases
x = torch.tensor([-2.5, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, 3.7, -3.7])
print(x.round(), x.floor(), x.ceil(), x.trunc(), x.frac(), x.sign(), x.sgn(), torch.signbit(x), x.abs(), -x)
print(torch.fix(x), x.round(decimals=1), torch.tensor([1.005, 2.675]).round(decimals=2))
i = torch.tensor([-3, 0, 3])
print(i.sign(), i.abs(), i.round(), i.floor(), i.ceil(), i.trunc(), (-i).neg())
