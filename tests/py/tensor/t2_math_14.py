import torch
# sort/argsort/topk with ties and dims, stable
x = torch.tensor([3, 1, 2, 1, 3, 0])
print(x.sort(), x.sort(stable=True), x.sort(descending=True), x.argsort(), x.argsort(descending=True), x.topk(3), x.topk(3, largest=False, sorted=True))
m = torch.tensor([[2., 1., 2.], [0., 0., 1.]])
print(m.sort(1), m.sort(0), m.argsort(dim=0), m.topk(2, dim=1), m.kthvalue(1, dim=1), m.max(1), m.min(1))
print(torch.tensor([True, False, True]).sort(), torch.tensor([1.5, float('nan'), -1.0]).argsort())
