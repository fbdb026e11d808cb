import torch

a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)
for ctor in [torch.optim.SGD, torch.optim.Adam, torch.optim.RMSprop, torch.optim.Adagrad]:
    opt = ctor([a, b], lr=0.1)
    a.grad = torch.tensor([1.0, 2.0])
    b.grad = None
    opt.step()
    print(ctor.__name__, a.tolist(), b.tolist(), len(opt.state), b in opt.state)
    a.grad = None
    opt.step()
    print(a.tolist())
