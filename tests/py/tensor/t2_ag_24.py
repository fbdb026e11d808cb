import torch
# grad_fn metadata: name(), next_functions on leaf-mixed ops, AccumulateGrad, repr free
x = torch.tensor([1., 2.], requires_grad=True)
c = torch.tensor([3., 4.])
y = x * c
print(y.grad_fn.name(), [(type(f).__name__ if f is not None else None, i) for f, i in y.grad_fn.next_functions])
z = c * x
print([(type(f).__name__ if f is not None else None, i) for f, i in z.grad_fn.next_functions])
s = x + 1
print([(type(f).__name__ if f is not None else None, i) for f, i in s.grad_fn.next_functions])
m = x.max(0)
print(m.values.grad_fn.name(), m.indices.grad_fn)
u = x.unbind(0)
print([t.grad_fn.name() for t in u])
sp = x.split(1)
print([t.grad_fn.name() for t in sp])
ch = x.chunk(2)
print([t.grad_fn.name() for t in ch])
print(x.grad_fn, torch.ones(1).grad_fn, (x * 2).detach().grad_fn)
print(torch.is_grad_enabled(), x.grad_fn is None)
