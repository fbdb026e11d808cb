import torch
# no_grad / enable_grad / set_grad_enabled nesting, inference_mode
x = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = x * 2
    print(torch.is_grad_enabled(), y.requires_grad, y.grad_fn)
    with torch.enable_grad():
        z = x * 2
        print(torch.is_grad_enabled(), z.requires_grad, z.grad_fn.name())
    with torch.set_grad_enabled(True):
        print(torch.is_grad_enabled(), (x + 1).requires_grad)
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
torch.set_grad_enabled(False)
print(torch.is_grad_enabled(), (x * 3).requires_grad)
torch.set_grad_enabled(True)
print(torch.is_grad_enabled(), (x * 3).requires_grad)
with torch.set_grad_enabled(False):
    print((x * 3).requires_grad)
with torch.inference_mode():
    w = x * 2
    print(w.requires_grad, torch.is_inference_mode_enabled(), torch.is_grad_enabled(), w.is_inference())
print(torch.is_inference_mode_enabled(), x.is_inference())
with torch.inference_mode(False):
    print((x * 2).requires_grad)
@torch.no_grad()
def f(t):
    return t * 2
@torch.enable_grad()
def g(t):
    return t * 2
print(f(x).requires_grad)
with torch.no_grad():
    print(g(x).requires_grad)
@torch.inference_mode()
def h(t):
    return t + 1
print(h(x).requires_grad)
