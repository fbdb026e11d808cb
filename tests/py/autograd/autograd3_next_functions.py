import torch
a = torch.tensor([1., 2.], requires_grad=True)
b = torch.tensor([3., 4.], requires_grad=True)
c = (a * b + a).sum()
def walk(fn, depth=0):
    print('  ' * depth + (fn.name() if fn is not None else 'None'))
    if fn is not None:
        for nf, i in fn.next_functions:
            walk(nf, depth + 1)
walk(c.grad_fn)
