import torch
x = torch.ones(2, requires_grad=True)
with torch.inference_mode():
    t = torch.ones(2)
try:
    (t + x).sum().backward()
    print(x.grad)
except Exception as e:
    print(type(e).__name__, e)
try:
    (t * x).sum().backward()
    print(x.grad)
except Exception as e:
    print(type(e).__name__, e)
try:
    t.requires_grad_()
except Exception as e:
    print(type(e).__name__, e)
try:
    t.requires_grad = True
except Exception as e:
    print(type(e).__name__, e)
print(t.requires_grad_(False).requires_grad)
try:
    t.copy_(x)
except Exception as e:
    print(type(e).__name__, e)
c = t.clone()
c.add_(1)
print(c, c.is_inference())
with torch.inference_mode():
    t.mul_(3)
print(t)
