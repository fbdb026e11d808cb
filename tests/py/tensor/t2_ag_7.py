import torch
# grad_fn names and next_functions
x = torch.tensor([1., 2.], requires_grad=True)
w = torch.tensor([[1., 0.], [0., 1.]], requires_grad=True)
ops = {
 'add': x + 1, 'sub': x - x, 'mul': x * 2, 'div': x / 2, 'pow': x ** 2, 'neg': -x, 'exp': x.exp(), 'log': x.log(), 'sum': x.sum(),
 'mean': x.mean(), 'mm': w @ w, 'mv': w @ x, 'dot': x @ x, 'view': x.view(2, 1), 'reshape': x.reshape(1, 2), 't': w.t(), 'index': x[0],
 'slice': x[1:], 'relu': x.relu(), 'sigmoid': x.sigmoid(), 'tanh': x.tanh(), 'clone': x.clone(), 'unsqueeze': x.unsqueeze(0),
 'cat': torch.cat([x, x]), 'stack': torch.stack([x, x]), 'max': x.max(), 'abs': x.abs(), 'sqrt': x.sqrt(), 'softmax': x.softmax(0),
 'expand': x.expand(2, 2), 'permute': w.permute(1, 0), 'transpose': w.transpose(0, 1), 'squeeze': x.squeeze(), 'to64': x.double(),
 'mse': torch.nn.functional.mse_loss(x, torch.zeros(2)), 'linear': torch.nn.functional.linear(x, w), 'where': torch.where(x > 1, x, 0.),
 'masked_fill': x.masked_fill(x > 1, 0.), 'clamp': x.clamp(0, 1), 'rsub': 1 - x, 'radd': 1 + x, 'rdiv': 1 / x, 'maxdim': x.max(0)[0],
 'norm': x.norm(), 'var': x.var(), 'flatten': w.flatten(), 'sin': x.sin(), 'cumsum': x.cumsum(0), 'prod': x.prod(), 'gather': x.gather(0, torch.tensor([1])),
}
for k, v in ops.items():
    print(k, v.grad_fn.name(), type(v.grad_fn).__name__)
