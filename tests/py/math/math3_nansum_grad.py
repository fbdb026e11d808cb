import torch
x = torch.tensor([1., float('nan'), 3.], requires_grad=True)
y = x.nansum()
y.backward()
print(y, x.grad)
x.grad = None
m = x.nanmean()
m.backward()
print(m, x.grad)
