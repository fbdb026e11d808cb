import torch
# take_along_dim / index via argsort / topk-based masking / masked_scatter
x = torch.tensor([[3., 1., 2.], [0., 5., 4.]])
idx = x.argsort(dim=1)
print(torch.take_along_dim(x, idx, dim=1), x.gather(1, idx), torch.take_along_dim(x, torch.tensor([[0], [2]]), 1))
m = torch.zeros_like(x, dtype=torch.bool)
m.scatter_(1, x.topk(1, dim=1).indices, True)
print(m, x[m], x * m)
print(x.masked_scatter(x > 2, torch.tensor([10., 20., 30.])))
print(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([0, 3, 6, 9])), torch.bucketize(torch.tensor([0.5, 2., 7.]), torch.tensor([1., 2., 5.])))
print(torch.searchsorted(torch.tensor([1, 3, 5]), torch.tensor([3]), right=True))
