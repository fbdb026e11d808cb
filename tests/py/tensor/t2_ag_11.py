import torch
# gradients of common ops (numerical)
x = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
fs = {
 'sin': lambda t: t.sin(), 'exp': lambda t: t.exp(), 'relu': lambda t: t.relu(), 'abs': lambda t: t.abs(), 'tanh': torch.tanh,
 'sigmoid': torch.sigmoid, 'pow3': lambda t: t ** 3, 'sqrtabs': lambda t: t.abs().sqrt(), 'div': lambda t: 1 / t,
 'softmax': lambda t: t.softmax(0) * torch.tensor([1., 2., 3.]), 'logsumexp': lambda t: t.logsumexp(0), 'norm': lambda t: t.norm(),
 'max': lambda t: t.max(), 'mean': lambda t: t.mean(), 'var': lambda t: t.var(), 'clamp': lambda t: t.clamp(-0.5, 1.0),
 'where': lambda t: torch.where(t > 0, t * t, -t), 'prod': lambda t: t.prod(), 'cumsum': lambda t: t.cumsum(0) * torch.tensor([1., 2., 3.]),
 'sort': lambda t: t.sort().values * torch.tensor([1., 2., 3.]), 'index': lambda t: t[[0, 0, 2]], 'expand': lambda t: t.unsqueeze(0).expand(2, 3),
 'log_softmax': lambda t: t.log_softmax(0)[1], 'gelu': torch.nn.functional.gelu, 'leaky': torch.nn.functional.leaky_relu,
}
for k, f in fs.items():
    x.grad = None
    f(x).sum().backward()
    print(k, x.grad)
