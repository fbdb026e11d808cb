import torch
# domain edges: log/sqrt negatives, zero, inf
x = torch.tensor([-1., 0., 1e-30, 1., float('inf'), float('nan')])
for name in ['log', 'log2', 'log10', 'log1p', 'sqrt', 'rsqrt', 'exp', 'reciprocal', 'acos', 'asin', 'atanh', 'acosh', 'lgamma', 'digamma', 'erfinv']:
    print(name, getattr(torch, name)(x))
print(torch.exp(torch.tensor([100., 1000., -1000.])), torch.exp(torch.tensor([100.], dtype=torch.float64)))
print(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5]).round(), torch.round(torch.tensor([1.2345, 12.345]), decimals=2), torch.tensor([1234.5]).round(decimals=-2))
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.])), torch.nan_to_num(torch.tensor([float('nan')]), nan=0.5, posinf=9.))
print(torch.isnan(x), torch.isinf(x), torch.isfinite(x), torch.isposinf(x), torch.isneginf(x), torch.isreal(x) if hasattr(torch, 'isreal') else '')
