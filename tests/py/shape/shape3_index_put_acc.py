import torch
# index put acc
x = torch.zeros(5)
x.index_put_((torch.tensor([0, 0, 2]),), torch.tensor(1.), accumulate=True)
print(x)
x[torch.tensor([1, 1])] += 1
print(x)
y = torch.zeros(2, 3)
y.index_put_((torch.tensor([0, 1]), torch.tensor([2, 2])), torch.tensor([5., 6.]))
print(y)
print(torch.zeros(3).index_put((torch.tensor([2]),), torch.tensor(9.)))
