import torch
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
print(len(x), len(torch.zeros(0, 2)))
for row in x:
    print(row)
for v in torch.tensor([1.5, 2.5]):
    print(v, type(v).__name__, v.shape)
print(list(torch.arange(3)))
print([t.item() for t in torch.arange(3)])
a, b = torch.tensor([1, 2])
print(a, b)
print(sum(torch.tensor([1, 2, 3])), max(torch.tensor([3, 1, 2])), sorted(torch.tensor([3, 1, 2])))
print(tuple(torch.ones(2)), dict(enumerate(torch.tensor([7, 8]))))
print(list(zip(torch.tensor([1, 2]), torch.tensor([3., 4.]))))
for c in [lambda: len(torch.tensor(3)), lambda: iter(torch.tensor(3)), lambda: list(torch.tensor(1.))]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
