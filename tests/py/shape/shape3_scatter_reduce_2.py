import torch
index = torch.tensor([0, 1, 0, 1, 2, 1])
for red in ["sum", "mean", "amax", "amin", "prod"]:
    for incl in [True, False]:
        inp = torch.tensor([1., 2., 3., 4.], requires_grad=True)
        src = torch.tensor([1., 2., 3., 4., 5., 6.], requires_grad=True)
        out = inp.scatter_reduce(0, index, src, reduce=red, include_self=incl)
        (out * torch.tensor([1., 2., 3., 4.])).sum().backward()
        print(red, incl, out.grad_fn.name(), inp.grad, src.grad)
