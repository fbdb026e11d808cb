import torch
# leafness, is_leaf, grad access on nonleaf with warnings suppressed
import warnings
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
print(x.is_leaf, y.is_leaf, torch.ones(2).is_leaf, (torch.ones(2) * 2).is_leaf, x.detach().is_leaf)
with torch.no_grad():
    z = x * 2
print(z.is_leaf, z.requires_grad)
y.sum().backward()
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(y.grad)
    print(len(w), w[0].category.__name__ if w else None)
print(x.grad, x.grad.is_leaf, x.grad.requires_grad, x.grad_fn, x.requires_grad)
p = torch.nn.Parameter(torch.ones(2))
print(p.is_leaf, p.requires_grad, (p * 1).is_leaf, p.grad)
