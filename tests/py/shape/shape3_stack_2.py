import torch
x = torch.ones(2, requires_grad=True)
h = torch.hstack([x, x * 2])
print(h.grad_fn.name())
v = torch.vstack([x, x])
print(v, v.grad_fn.name())
v.sum().backward()
print(x.grad)
for f, arg in [(torch.hstack, []), (torch.vstack, [torch.ones(2), torch.ones(3)]), (torch.hstack, torch.ones(2))]:
    try:
        f(arg)
    except Exception as e:
        print(type(e).__name__, e)
