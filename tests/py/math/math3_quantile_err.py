import torch
x = torch.tensor([1., 2., float('nan')])
print(torch.quantile(x, 0.5), torch.nanquantile(x, 0.5), torch.nanquantile(x, torch.tensor([0., 1.])))
for f in [lambda: torch.tensor([1, 2]).quantile(0.5), lambda: x.quantile(-0.1), lambda: x.quantile(torch.tensor([2.])), lambda: x.quantile(0.5, interpolation='cubic')]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
