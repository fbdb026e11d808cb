import torch
# narrow copy 1
x = torch.arange(12.).view(3, 4)
print(x.narrow_copy(1, 1, 2), torch.narrow_copy(x, 0, 1, 2))
y = torch.arange(4., requires_grad=True)
try:
    r = y.narrow_copy(0, 1, 2)
    print(r.grad_fn)
    r.sum().backward()
    print(y.grad)
except Exception as e:
    print(type(e).__name__, e)
