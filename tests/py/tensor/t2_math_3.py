import torch
# clamp with tensors/scalars/ints
x = torch.tensor([-3., -1., 0., 2., 5.])
print(x.clamp(-1, 2), x.clamp(min=0), x.clamp(max=1), torch.clamp(x, torch.tensor(-2.), torch.tensor(3.)), x.clip(0, 1))
print(x.clamp(min=torch.tensor([0., 0., 0., 3., 3.])), x.clamp(torch.zeros(5), torch.full((5,), 1.)), torch.clamp(x, min=2, max=1))
i = torch.tensor([-3, 0, 7])
print(i.clamp(0, 5), i.clamp(0.5, 2.5), i.clamp(min=-1), (i.clamp(0.5, 2.5)).dtype, i.clamp(torch.tensor(1), torch.tensor(4)))
print(x.clamp_min(0), x.clamp_max(0), torch.clamp(x, max=torch.tensor(1)))
try:
    x.clamp()
except Exception as e:
    print(type(e).__name__, e)
y = x.clone()
y.clamp_(-0.5, 0.5)
print(y)
z = i.clone()
try:
    z.clamp_(0.5, 2.5)
    print(z)
except Exception as e:
    print(type(e).__name__, e)
print(torch.clamp(torch.tensor([float('nan'), 1.]), 0, 0.5), torch.tensor([1., 2.]).clamp(min=float('nan')))
print(torch.nn.functional.relu6(torch.tensor([-1., 3., 7.])), torch.nn.functional.hardtanh(torch.tensor([-2., 0.5, 2.])))
