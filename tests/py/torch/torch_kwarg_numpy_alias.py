# PyTorch's argument parser takes numpy's spellings axis= (for dim) and keepdims= (for keepdim) on every
# op (d2l's chapters write A.sum(axis=0) and X.sum(1, keepdims=True)).
import torch
x = torch.arange(6.).reshape(2, 3)
print(x.sum(axis=0), x.sum(1, keepdims=True), torch.sum(x, axis=1, keepdims=True))
print(x.mean(axis=1), x.mean(axis=[0, 1]), x.argmax(axis=1), torch.argmin(x, axis=0))
print(torch.cat([x, x], axis=0).shape, torch.stack([x, x], axis=1).shape)
print(x.softmax(axis=0)[0], x.cumsum(axis=0), x.std(axis=0))
print(torch.max(x, axis=1), x.min(axis=0).values, x.prod(axis=1, keepdims=True))
print(x.amax(axis=0, keepdims=True), x.logsumexp(axis=1), x.norm(dim=1), x.unsqueeze(0).squeeze(axis=0).shape)
print(x.sum(axis=0, dtype=torch.float64), torch.any(x > 4, axis=1), x.flip(0).shape)
