import torch
x = torch.arange(6).reshape(3, 2)
for i, row in enumerate(x):
    print(i, row, row.shape, row.sum().item())
for a, b in x:
    print(a.item(), b.item(), end='; ')
print()
it = iter(torch.tensor([10, 20]))
print(next(it), next(it), next(it, 'done'))
print([v * 2 for v in torch.tensor([1., 2.])])
print(list(map(float, torch.tensor([1, 2]))), list(torch.tensor([[1, 2]])))
print(torch.tensor([3, 1, 2]).tolist().index(1), list(reversed(torch.tensor([1, 2, 3]))))
empty = torch.zeros(0, 3)
print(list(empty), len(empty))
for t in torch.zeros(2, 0):
    print(t, t.shape)
a = torch.tensor([1, 2, 3])
x0, *rest = a
print(x0, rest)
