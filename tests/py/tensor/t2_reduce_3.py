import torch
# std/var with unbiased/correction, on float
x = torch.tensor([[1., 2., 3., 4.], [2., 4., 6., 8.]])
print(x.std(), x.var(), x.std(unbiased=False), x.var(correction=0), x.std(1), x.var(0), x.std(dim=1, keepdim=True))
print(torch.std_mean(x), torch.var_mean(x, dim=1), torch.std(x, 0, unbiased=True), x.var(dim=(0, 1)))
print(torch.tensor([5.]).std(), torch.tensor([5.]).var(unbiased=False), torch.tensor(5.).std())
print(x.double().std(), x.half().std() if True else '')
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.tensor([1, 2, 3]).std())
tr(lambda: torch.tensor([1, 2, 3]).var())
tr(lambda: torch.tensor([True]).std())
tr(lambda: torch.zeros(0).std())
tr(lambda: x.std(correction=2))
