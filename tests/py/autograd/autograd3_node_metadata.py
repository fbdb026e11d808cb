import torch
x = torch.tensor([1., 2.], requires_grad=True)
y = (x * 2).relu()
print(y.grad_fn.metadata)
y.grad_fn.metadata['tag'] = 'relu-node'
y.grad_fn.metadata['count'] = 3
print(y.grad_fn.metadata)
print(y.grad_fn.metadata is y.grad_fn.metadata)
m = y.grad_fn.next_functions[0][0].metadata
m['k'] = [1, 2]
print(y.grad_fn.next_functions[0][0].metadata)
def walk(fn, depth=0):
    if fn is None:
        return
    print('  ' * depth + fn.name(), sorted(fn.metadata.items()) if hasattr(fn, 'metadata') else None)
    for nxt, _ in fn.next_functions:
        walk(nxt, depth + 1)
walk(y.grad_fn)
