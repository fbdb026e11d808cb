import torch
# autograd with float64 and mixed precision, grad dtype
x = torch.tensor([1., 2.], dtype=torch.float64, requires_grad=True)
y = torch.tensor([3., 4.], requires_grad=True)
z = (x * y).sum()
z.backward()
print(x.grad, x.grad.dtype, y.grad, y.grad.dtype, z.dtype)
h = torch.tensor([1., 2.], dtype=torch.float16, requires_grad=True)
(h * h).sum().backward()
print(h.grad, h.grad.dtype)
bf = torch.tensor([0.5], dtype=torch.bfloat16, requires_grad=True)
(bf.exp()).sum().backward()
print(bf.grad)
try:
    x.grad = torch.zeros(2)
    print(x.grad.dtype)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.grad = torch.zeros(3, dtype=torch.float64)
except Exception as e:
    print(type(e).__name__, e)
