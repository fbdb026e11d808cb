import torch
x = torch.arange(6.)
print(x.resize_(2, 3), x.shape, x.resize_((3, 2)).shape, x.is_contiguous())
y = torch.ones(2, 3, requires_grad=True)
try:
    y.resize_(3, 2)
except Exception as e:
    print(type(e).__name__, e)
t = torch.arange(6.).reshape(2, 3)
print(t.sum(axis=1), t.sum(1, keepdims=True), torch.sum(t, 1, keepdims=True).shape, t.mean(axis=0, keepdims=True))
print(t.amax(axis=1, keepdims=True), t.argmax(axis=1, keepdims=True), t.prod(1, keepdims=True).shape)
