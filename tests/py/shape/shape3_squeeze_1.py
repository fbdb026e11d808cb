import torch
x = torch.zeros(2, 1, 2, 1, 2)
print(x.squeeze().shape, x.squeeze(1).shape, x.squeeze((1, 3)).shape, torch.squeeze(x, (1,)).shape)
y = torch.zeros(1, 3, requires_grad=True)
print(y.squeeze().grad_fn.name(), y.squeeze(0).grad_fn.name(), y.squeeze((0,)).grad_fn.name(), y.squeeze([0, 1]).grad_fn.name())
print(y.unsqueeze(-1).grad_fn.name(), y.unsqueeze(-1).shape)
for f in [lambda: x.squeeze(5), lambda: x.unsqueeze(7)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
