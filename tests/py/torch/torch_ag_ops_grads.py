import torch
def g(f, *shape):
    x = torch.arange(1., 1. + torch.zeros(*shape).numel()).reshape(*shape).requires_grad_()
    f(x).sum().backward()
    return x.grad
print(g(lambda x: x.max(), 3))
print(g(lambda x: x.max(1)[0], 2, 2))
print(g(lambda x: x.softmax(0) * torch.arange(3.), 3))
print(g(lambda x: x.log_softmax(0)[0], 3))
print(g(lambda x: x[1:], 3))
print(g(lambda x: x.t() @ x, 2, 2))
print(g(lambda x: x.norm(), 2))
print(g(lambda x: x.std(), 3))
print(g(lambda x: x.clamp(1.5, 2.5), 3))
print(g(lambda x: torch.cat([x, x * 2]), 2))
print(g(lambda x: x.expand(2, 3), 3))
print(g(lambda x: x.reshape(3, 2).sum(0), 6))
print(g(lambda x: x.prod(), 3))
print(g(lambda x: x.abs().sqrt(), 3))
