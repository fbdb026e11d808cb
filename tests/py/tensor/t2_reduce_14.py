import torch
# sum/mean/max over dims on non-contiguous inputs
x = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1)
print(x.sum(0), x.sum(1), x.sum(2), x.mean((0, 2)), x.max(1).values, x.max(2).indices, x.argmax(0), x.std(0), x.cumsum(1)[..., 0])
y = torch.arange(10.)[::2]
print(y.sum(), y.mean(), y.prod(), y.norm(), y.logsumexp(0), y.var(), y.cumsum(0), y.argmax(), y.max())
z = torch.arange(6.).reshape(2, 3).t()
print(z.sum(0), z.softmax(0), z.log_softmax(1), z.sort(0).values, z.topk(1, 0).values)
e = torch.ones(3, 1).expand(3, 4)
print(e.sum(), e.sum(0), e.mean(1), e.cumsum(1))
