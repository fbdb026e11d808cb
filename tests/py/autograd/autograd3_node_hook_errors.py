import torch
x = torch.tensor([1., 2.], requires_grad=True)
def bad(go): return 5
def bad2(go): return (go[0], go[0])
def bad3(gi, go): return (1,)
for hk, kind in [(bad, 'pre'), (bad2, 'pre'), (bad3, 'post')]:
    y = (x * 3).sum()
    if kind == 'pre':
        y.grad_fn.register_prehook(hk)
    else:
        y.grad_fn.register_hook(hk)
    try:
        y.backward()
    except Exception as e:
        print(type(e).__name__, e)
def boom(gi, go):
    raise ValueError('from hook')
y = (x * 3).sum()
y.grad_fn.register_hook(boom)
try:
    y.backward()
except ValueError as e:
    print('ValueError', e)
print(x.grad)
