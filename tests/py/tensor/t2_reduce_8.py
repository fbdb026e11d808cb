import torch
# median/mode/sort/topk/kthvalue/unique
x = torch.tensor([[3., 1., 2.], [9., 7., 8.]])
print(x.median(), x.median(1), x.median(dim=0).indices, torch.tensor([1., 2., 3., 4.]).median(), torch.nanmedian(torch.tensor([1., float('nan'), 3.])))
print(torch.tensor([1, 2, 2, 3, 3]).mode(), x.sort(), x.sort(dim=0, descending=True), x.argsort(1), torch.sort(x.flatten()).values)
print(x.topk(2), x.topk(1, dim=0), x.topk(2, largest=False), x.kthvalue(2, 1), torch.msort(x.t()))
u = torch.tensor([3, 1, 3, 2, 1])
print(u.unique(), torch.unique(u, return_counts=True), torch.unique(u, return_inverse=True), torch.unique(u, sorted=True))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1])), torch.tensor([[1, 2], [1, 2], [3, 4]]).unique(dim=0))
print(torch.sort(torch.tensor([2, 1, 2, 1]), stable=True))
print(torch.bincount(torch.tensor([0, 1, 1, 3])), torch.histc(torch.tensor([1., 2., 1.]), bins=4, min=0, max=3))
try:
    x.topk(4)
except Exception as e:
    print(type(e).__name__, e)
