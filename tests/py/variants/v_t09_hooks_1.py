import torch, torch.nn as nn
torch.manual_seed(0)
lin = nn.Linear(2, 1)
calls = []
def bpre(mod, gout):
    calls.append(("bpre", [tuple(g.shape) for g in gout]))
def bfull(mod, gin, gout):
    calls.append(("bfull", [None if g is None else tuple(g.shape) for g in gin]))
h1 = lin.register_full_backward_pre_hook(bpre)
h2 = lin.register_full_backward_hook(bfull)
x = torch.ones(3, 2, requires_grad=True)
out = lin(x)
print(out.grad_fn.name())
out.sum().backward()
print(calls)
h1.remove(); h2.remove()
calls.clear()
lin(x).sum().backward()
print(calls)
def scale_grad(mod, gin, gout):
    return (gin[0] * 0,)
h3 = lin.register_full_backward_hook(scale_grad)
x.grad = None
lin(x).sum().backward()
print(x.grad)
h3.remove()
try:
    lin.register_backward_hook(lambda m, gi, go: None)
    lin.register_full_backward_hook(lambda m, gi, go: None)
    lin(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
