import torch
import torch.nn as nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
def bpre(mod, grad_output):
    print("bpre", type(mod).__name__, [tuple(g.shape) for g in grad_output])
def bhook(mod, grad_input, grad_output):
    print("bhook", [None if g is None else tuple(g.shape) for g in grad_input], [tuple(g.shape) for g in grad_output])
h1 = lin.register_full_backward_pre_hook(bpre)
h2 = lin.register_full_backward_hook(bhook)
x = torch.randn(4, 3, requires_grad=True)
lin(x).sum().backward()
x2 = torch.randn(4, 3)
lin(x2).sum().backward()
h1.remove(); h2.remove()
def scale_grad(mod, gi, go):
    return (gi[0] * 0,)
h3 = lin.register_full_backward_hook(scale_grad)
x3 = torch.ones(1, 3, requires_grad=True)
lin(x3).sum().backward()
print(x3.grad)
h3.remove()
w = lin.weight
hh = w.register_hook(lambda g: print("param grad", tuple(g.shape)) )
lin(torch.ones(1, 3)).sum().backward()
hh.remove()
t = torch.ones(2, requires_grad=True)
t.register_hook(lambda g: g * 3)
(t * 2).sum().backward()
print(t.grad)
