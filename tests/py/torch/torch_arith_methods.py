import torch
x = torch.tensor([-1.5, 0.0, 2.25])
for name in ['abs', 'neg', 'exp', 'sigmoid', 'tanh', 'relu', 'floor', 'ceil', 'round', 'sign', 'square', 'sin', 'cos', 'trunc', 'frac']:
    print(name, getattr(x, name)())
y = torch.tensor([0.5, 1.0, 4.0])
for name in ['log', 'sqrt', 'rsqrt', 'reciprocal', 'log2', 'log10', 'log1p', 'exp2', 'expm1']:
    print(name, getattr(torch, name)(y))
print(torch.clamp(x, -1, 1), x.clamp(min=0), x.clip(max=0))
print(torch.maximum(x, y), torch.minimum(x, y), torch.pow(y, 2), y.pow(y))
print(torch.add(x, y), torch.mul(x, 2), torch.div(y, 2), torch.sub(x, y, alpha=2))
print(torch.div(torch.tensor([7, -7]), 2, rounding_mode='floor'), torch.div(torch.tensor([7., -7.]), 2, rounding_mode='trunc'))
print(torch.remainder(torch.tensor([-3, 3]), 2), torch.fmod(torch.tensor([-3., 3.]), 2))
print(x.lerp(y, 0.5), torch.addcmul(x, y, y, value=2))
