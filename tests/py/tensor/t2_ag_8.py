import torch
# next_functions printing structure
x = torch.tensor([1., 2.], requires_grad=True)
y = torch.tensor([3., 4.], requires_grad=True)
z = (x * y + x).sum()
def walk(fn, depth=0):
    if fn is None:
        print('  ' * depth + 'None')
        return
    print('  ' * depth + fn.name())
    for nf, idx in fn.next_functions:
        if nf is None:
            print('  ' * (depth + 1) + 'None', idx)
        else:
            walk(nf, depth + 1)
walk(z.grad_fn)
print(len(z.grad_fn.next_functions), [type(n).__name__ for n, _ in z.grad_fn.next_functions])
a = x * 2 + 3
walk(a.grad_fn)
b = torch.tensor(1.) * x
walk(b.grad_fn)
leaf_acc = (x * 1).grad_fn.next_functions[0][0]
print(type(leaf_acc).__name__, leaf_acc.variable is x, leaf_acc.next_functions)
