import torch
x = torch.ones(1, requires_grad=True)

@torch.no_grad()
def gen(t, n):
    for i in range(n):
        yield (t * i).requires_grad, torch.is_grad_enabled()
    return 'done'

for item in gen(x, 3):
    print(item, torch.is_grad_enabled())

it = gen(x, 1)
print(next(it), torch.is_grad_enabled())
try:
    next(it)
except StopIteration as e:
    print('stop', e.value, torch.is_grad_enabled())

@torch.enable_grad()
def gen2(t):
    y = yield (t * 2).requires_grad
    yield y, torch.is_grad_enabled()

with torch.no_grad():
    g2 = gen2(x)
    print(next(g2), torch.is_grad_enabled())
    print(g2.send('hello'), torch.is_grad_enabled())
try:
    next(g2)
except StopIteration:
    print('exhausted', torch.is_grad_enabled())
