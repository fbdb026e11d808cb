import torch

w = torch.ones(2, requires_grad=True)
for ctor in [torch.optim.SGD, torch.optim.Adam, torch.optim.AdamW, torch.optim.RMSprop, torch.optim.Adagrad]:
    opt = ctor([w], lr=0.01)
    w.grad = torch.ones(2)
    print(ctor.__name__, opt.step(), opt.step(lambda: 7))
print(type(torch.optim.SGD.step).__name__, torch.optim.SGD.step.__name__)
opt = torch.optim.SGD([w], lr=0.01)
print(opt.step.__name__, type(opt.step).__name__, getattr(torch.optim.SGD.step, "hooked", None))
