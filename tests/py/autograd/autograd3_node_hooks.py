import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = x * 2
z = y.sum()
n = z.grad_fn
def hook(gi, go):
    print('hook', n.name(), gi, go)
def pre(go):
    print('pre', go)
h1 = n.register_hook(hook)
h2 = y.grad_fn.register_prehook(pre)
h3 = y.grad_fn.register_hook(lambda gi, go: print('mul hook', gi, go))
z.backward(retain_graph=True)
print(x.grad)
h1.remove()
h2.remove()
z.backward()
print(x.grad)

def scale(go):
    return (go[0] * 10,)
w = (x * 3).sum()
w.grad_fn.register_prehook(scale)
x.grad = None
w.backward()
print(x.grad)

def replace_inputs(gi, go):
    return (gi[0] + 1, None)
v = x * 5
v.grad_fn.register_hook(replace_inputs)
x.grad = None
v.sum().backward()
print(x.grad)
