import torch
# hooks: tensor hook returning None, multiple hooks order, hook on leaf vs nonleaf, post accumulate hook
x = torch.tensor([1., 2.], requires_grad=True)
order = []
x.register_hook(lambda g: order.append('h1'))
x.register_hook(lambda g: (order.append('h2'), g * 2)[1])
x.register_hook(lambda g: (order.append('h3 ' + str(g.tolist())), None)[1])
(x * 3).sum().backward()
print(order, x.grad)
y = torch.tensor([1., 2.], requires_grad=True)
if hasattr(y, 'register_post_accumulate_grad_hook'):
    y.register_post_accumulate_grad_hook(lambda p: print('post', p.grad))
(y ** 2).sum().backward()
z = torch.tensor(1., requires_grad=True)
w = z * 2
w.register_hook(lambda g: g * 0)
(w * 5).backward()
print(z.grad)
try:
    (z * 2).register_hook(5)
    print('registered non-callable')
except Exception as e:
    print(type(e).__name__, e)
