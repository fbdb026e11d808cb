import torch
x = torch.tensor([1, 2, 3])
print(torch.broadcast_to(x, (3, 3)))
print(x.broadcast_to((2, 3)).stride())
a, b = torch.broadcast_tensors(torch.arange(3).view(1, 3), torch.arange(2).view(2, 1))
print(a, b, sep="\n")
print(torch.broadcast_shapes((2,), (3, 1), (1, 1, 1)))
print(torch.broadcast_shapes((5, 1), 3))
print(torch.broadcast_shapes())
for f in [lambda: torch.broadcast_shapes((2,), (3,)), lambda: x.broadcast_to((2, 2)), lambda: torch.broadcast_tensors(x, torch.ones(2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
y = torch.ones(3, requires_grad=True)
u, v = torch.broadcast_tensors(y, torch.ones(2, 1))
print(u.grad_fn.name())
u.sum().backward()
print(y.grad)
