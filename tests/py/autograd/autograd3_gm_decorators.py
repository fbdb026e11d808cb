import torch
x = torch.ones(2, requires_grad=True)

@torch.set_grad_enabled(False)
def f(t):
    return t * 2
print(torch.is_grad_enabled())
print(f(x).requires_grad, torch.is_grad_enabled())

@torch.no_grad()
def g(t):
    "double it"
    return t * 2
print(g(x).requires_grad, g.__name__, g.__doc__)

@torch.no_grad
def h(t):
    return t * 3
print(h(x).requires_grad, h.__name__)

@torch.enable_grad()
def k(t):
    return t * 4
with torch.no_grad():
    print(k(x).requires_grad, torch.is_grad_enabled())

@torch.inference_mode()
def m(t):
    return t + 1
r = m(x)
print(r.requires_grad, r.is_inference(), torch.is_inference_mode_enabled())

@torch.inference_mode
def m2(t):
    return t + 1
print(m2(x).is_inference())

@torch.inference_mode(False)
def m3(t):
    return t + 1
print(m3(x).is_inference(), m3(x).requires_grad)
