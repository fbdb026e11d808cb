import torch
# gather / scatter / scatter_add / scatter_reduce
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
print(torch.gather(x, 1, torch.tensor([[0, 0], [2, 1]])), x.gather(0, torch.tensor([[1, 0, 1]])))
print(torch.zeros(3, 5).scatter_(0, torch.tensor([[0, 1, 2, 0, 0], [2, 0, 0, 1, 2]]), torch.ones(2, 5)))
print(torch.zeros(2, 4).scatter(1, torch.tensor([[1], [3]]), 1.5))
print(torch.zeros(2, 4, dtype=torch.int64).scatter_(1, torch.tensor([[0, 2], [1, 3]]), torch.tensor([[5, 6], [7, 8]])))
print(torch.zeros(5).scatter_add(0, torch.tensor([0, 1, 0, 4]), torch.tensor([1., 2., 3., 4.])))
print(torch.zeros(3).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([5., 3., 1.]), reduce='amax'))
print(torch.ones(3).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([5., 3., 1.]), reduce='sum', include_self=False))
print(torch.zeros(3).scatter_(0, torch.tensor([1]), torch.tensor([9.]), reduce='add'))
labels = torch.tensor([2, 0, 1])
print(torch.zeros(3, 4).scatter_(1, labels.unsqueeze(1), 1.0))
try:
    torch.gather(x, 1, torch.tensor([[3]]))
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.gather(x, 1, torch.tensor([[1.]]))
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.gather(x, 1, torch.tensor([0, 1]))
except Exception as e:
    print(type(e).__name__, e)
