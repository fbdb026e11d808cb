import torch
# quantile/mean of bool error message & misc statistics
x = torch.tensor([1., 2., 3., 4., 10.])
print(torch.quantile(x, 0.5), torch.quantile(x, torch.tensor([0.25, 0.75])), x.quantile(0.9, interpolation='nearest'), torch.nanquantile(x, 0.1))
print(torch.cov(torch.tensor([[1., 2., 3.], [2., 4., 7.]])), torch.corrcoef(torch.tensor([[1., 2., 3.], [2., 4., 7.]])))
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.tensor([True, False]).mean())
tr(lambda: torch.tensor([1, 2]).quantile(0.5))
tr(lambda: x.quantile(1.5))
tr(lambda: torch.tensor([1, 2], dtype=torch.int32).mean())
tr(lambda: torch.tensor([1, 2]).float().mean(dtype=torch.int64))
