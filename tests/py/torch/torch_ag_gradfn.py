import torch
x = torch.ones(2, requires_grad=True)
w = torch.ones(2, 2, requires_grad=True)
for name, y in [('add', x + 1), ('mul', x * 2), ('sub', x - 1), ('rsub', 2 - x), ('div', x / 2), ('rdiv', 2 / x),
                ('pow', x ** 2), ('rpow', 2 ** x), ('neg', -x), ('sum', x.sum()), ('mean', x.mean()), ('exp', x.exp()),
                ('mm', w @ w), ('mv', w @ x), ('view', x.view(2, 1)), ('t', w.t()), ('clone', x.clone()),
                ('tanh', x.tanh()), ('sigmoid', x.sigmoid()), ('relu', x.relu()), ('index', x[0]), ('abs', x.abs()),
                ('cat', torch.cat([x, x])), ('max', x.max()), ('unsqueeze', x.unsqueeze(0)), ('expand', x.expand(3, 2)),
                ('softmax', x.softmax(0)), ('to64', x.double()), ('pow_t', x ** x), ('sqrt', x.sqrt())]:
    print(name, type(y.grad_fn).__name__, y.grad_fn.name(), y.is_leaf, y.requires_grad)
