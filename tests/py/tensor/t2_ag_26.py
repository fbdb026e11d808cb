import torch
# set_grad_enabled as function and decorator, nesting with exceptions restores state
print(torch.is_grad_enabled())
try:
    with torch.no_grad():
        raise ValueError('boom')
except ValueError as e:
    print('caught', e, torch.is_grad_enabled())
@torch.set_grad_enabled(False)
def f(x):
    return x * 2
x = torch.ones(1, requires_grad=True)
print(f(x).requires_grad, torch.is_grad_enabled())
with torch.no_grad():
    with torch.no_grad():
        pass
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
g = torch.no_grad()
with g:
    print((x * 1).requires_grad)
with g:
    print((x * 1).requires_grad)
print((x * 1).requires_grad)
