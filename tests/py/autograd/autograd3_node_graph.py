import torch
import torch.nn as nn
torch.manual_seed(0)
lin = nn.Linear(3, 2)
x = torch.randn(4, 3)
out = torch.tanh(lin(x)).pow(2).mean()
def walk(fn, depth=0):
    if fn is None:
        print('  ' * depth + 'None')
        return
    print('  ' * depth + type(fn).__name__, fn.name())
    for nxt, nr in fn.next_functions:
        walk(nxt, depth + 1)
walk(out.grad_fn)
print(isinstance(out.grad_fn, torch.autograd.graph.Node))
print(torch.autograd.graph.Node.__name__, torch.autograd.graph.Node.__module__)
a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)
c = torch.cat([a * 2, b], 0)
s = torch.stack([a, b]).sum(0)
print([type(f).__name__ if f else None for f, _ in c.grad_fn.next_functions])
print([(type(f).__name__, i) for f, i in s.grad_fn.next_functions[0][0].next_functions])
q, r = torch.ones(4, requires_grad=True).split(2)
print(q.grad_fn.name(), q.output_nr, r.output_nr, r.grad_fn is q.grad_fn)
