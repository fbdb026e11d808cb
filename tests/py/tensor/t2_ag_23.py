import torch
# inference_mode tensors errors and no_grad in-place on params then backward
x = torch.ones(2, requires_grad=True)
with torch.inference_mode():
    t = torch.ones(2)
    y = x * 2
print(t.is_inference(), y.requires_grad)
try:
    (t * x).sum().backward()
    print(x.grad)
except Exception as e:
    print(type(e).__name__, e)
try:
    t.add_(1)
except Exception as e:
    print(type(e).__name__, e)
w = torch.tensor([1., 2.], requires_grad=True)
loss = (w * 3).sum()
with torch.no_grad():
    w.mul_(2)
try:
    loss.backward()
    print(w.grad)
except Exception as e:
    print(type(e).__name__, e)
loss2 = (w * w).sum()
with torch.no_grad():
    w.add_(1)
try:
    loss2.backward()
    print(w.grad)
except Exception as e:
    print(type(e).__name__, str(e)[:120])
