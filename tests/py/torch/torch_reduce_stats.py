import torch
x = torch.tensor([[1., 2., 3., 4.], [2., 4., 6., 8.]])
print(x.std(), x.var(), x.std(1), x.var(0, unbiased=False), x.std(dim=1, keepdim=True))
print(x.norm(), x.norm(p=1), x.norm(dim=1), torch.norm(x))
print(x.logsumexp(1), torch.logsumexp(x, dim=0))
print(x.cumsum(1), x.cumprod(0), torch.cumsum(torch.arange(5), 0))
print((x > 3).any(), (x > 3).all(), (x > 0).all(1), (x > 5).any(dim=0))
print(x.softmax(1), torch.log_softmax(x, dim=0))
