import torch
x = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = x * 2
    print(torch.is_grad_enabled())
    x.mul_(2)
print(y, y.requires_grad, y.is_leaf, torch.is_grad_enabled(), x)
@torch.no_grad()
def f(t):
    return t * 3
print(f(x).requires_grad)
torch.set_grad_enabled(False)
print((x * 1).requires_grad)
torch.set_grad_enabled(True)
with torch.set_grad_enabled(False):
    print((x * 1).requires_grad)
print((x * 1).requires_grad)
with torch.no_grad():
    with torch.enable_grad():
        print((x * 1).requires_grad)
with torch.inference_mode():
    print((x * 1).requires_grad, torch.is_inference_mode_enabled())
