import torch
x = torch.ones(2, requires_grad=True)
g = torch.no_grad()
with g:
    print((x * 1).requires_grad)
with g:
    print((x * 1).requires_grad)
print((x * 1).requires_grad, torch.is_grad_enabled())
# nested reuse of the same instance: the inner __enter__ overwrites prev
with g:
    with g:
        pass
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
torch.set_grad_enabled(True)
e = torch.enable_grad()
with torch.no_grad():
    with e:
        print(torch.is_grad_enabled())
    print(torch.is_grad_enabled())
s = torch.set_grad_enabled(False)
print(torch.is_grad_enabled(), s.prev, s.mode)
with s:
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
c = s.clone()
print(type(c).__name__, c.mode, torch.is_grad_enabled())
torch.set_grad_enabled(True)
print(torch.is_grad_enabled())
