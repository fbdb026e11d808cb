import torch
x = torch.tensor([1., 2.], requires_grad=True)
try:
    x.apply_(lambda v: v + 1)
    print(x)
except Exception as e:
    print(type(e).__name__, e)
i = torch.tensor([[1, 2], [3, 4]])
print(i.apply_(lambda v: v * 10 + 0.7), i.dtype)
b = torch.tensor([True, False])
print(b.apply_(lambda v: not v))
t = torch.arange(6.).reshape(2, 3).t()
print(t.apply_(lambda v: v + 100), t._version)
try:
    torch.ones(2).apply_(lambda v: 'a')
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.ones(2).apply_(lambda v, w: v)
except Exception as e:
    print(type(e).__name__, e)
