import torch
# slicing with negative steps via flip, large/empty slices, slice objects
x = torch.arange(10)
sl = slice(1, 8, 3)
print(x[sl], x[slice(None)], x[slice(-3, None)], x[slice(None, None, 2)])
print(x[1:-1], x[-3:-1], x[:-7], x[-100:100], x[5:2], x[8:].numel())
idx = (slice(None), 1)
m = x.reshape(2, 5)
print(m[idx], m[(1,)], m[[1]], m[1:, [0, 4]])
print(x[torch.tensor([-1, -2])], m[torch.tensor([-1])], m[:, torch.tensor([-1, 0])])
print(x[x.argmax()], x[torch.argsort(-x)[:3]])
k = torch.tensor(3)
print(x[k], x[k:], x[:k], x[int(k)])
