import torch
x = torch.tensor([0.3, 0.7], requires_grad=True)
for name, f in [('exp', torch.exp), ('log', torch.log), ('sin', torch.sin), ('cos', torch.cos),
                ('tanh', torch.tanh), ('sigmoid', torch.sigmoid), ('relu', torch.relu), ('sqrt', torch.sqrt),
                ('abs', torch.abs), ('neg', torch.neg), ('recip', torch.reciprocal), ('rsqrt', torch.rsqrt)]:
    g, = torch.autograd.grad(f(x).sum(), x, create_graph=True)
    print(name, g.grad_fn.name() if g.grad_fn is not None else None, g.detach())
