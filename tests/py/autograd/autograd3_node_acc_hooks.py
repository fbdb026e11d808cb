import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
acc = y.grad_fn.next_functions[0][0]
print(acc.name(), acc.variable is x, acc.next_functions)
acc.register_prehook(lambda go: print('acc pre', go))
acc.register_hook(lambda gi, go: print('acc post', gi, go))
y.sum().backward()
print(x.grad)
y = torch.exp(x).mean()
with y.grad_fn.register_hook(lambda gi, go: print('ctx', gi, go)):
    y.backward()
print(x.grad)
def zero_pre(go):
    return (torch.zeros_like(go[0]),)
x.grad = None
acc.register_prehook(zero_pre)
(x * 7).sum().backward()
print(x.grad)
