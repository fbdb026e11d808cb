import torch
# index with repeated indices assignment and index_put / index_add / index_select / take
x = torch.zeros(5)
x[torch.tensor([0, 0, 1])] = torch.tensor([1., 2., 3.])
print(x)
y = torch.zeros(5)
y.index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1., 2., 3.]), accumulate=True)
print(y)
z = torch.zeros(5)
z[torch.tensor([0, 0, 2])] += 1
print(z)
m = torch.arange(12.).reshape(3, 4)
print(m.index_select(0, torch.tensor([2, 0])), torch.index_select(m, 1, torch.tensor([3, 3])))
print(torch.take(m, torch.tensor([0, 5, 11])), m.take(torch.tensor([[1, 2]])))
a = torch.zeros(3, 4)
a.index_add_(0, torch.tensor([0, 2, 0]), torch.ones(3, 4))
print(a)
a.index_fill_(1, torch.tensor([1, 3]), -1)
print(a)
b = torch.zeros(2, 3)
b.index_copy_(1, torch.tensor([2, 0, 1]), torch.arange(6.).reshape(2, 3))
print(b)
try:
    m.index_select(0, torch.tensor([3]))
except Exception as e:
    print(type(e).__name__, e)
try:
    m.index_select(0, torch.tensor([1.]))
except Exception as e:
    print(type(e).__name__, e)
