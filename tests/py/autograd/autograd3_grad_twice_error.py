import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = (x.exp() * 2).sum()
y.backward()
try:
    y.backward()
except RuntimeError as e:
    print(e)
