import torch
import torch.nn.functional as F
# activation functions on a range
x = torch.linspace(-3, 3, 7)
print(F.relu(x), F.leaky_relu(x), F.leaky_relu(x, 0.2), F.elu(x), F.selu(x), F.gelu(x), F.gelu(x, approximate='tanh'))
print(F.silu(x), F.softplus(x), F.softsign(x), F.mish(x), F.hardsigmoid(x), F.hardswish(x), F.logsigmoid(x), F.celu(x))
print(torch.sigmoid(x), torch.tanh(x), F.tanhshrink(x), F.softshrink(x), F.hardshrink(x), F.threshold(x, 1., -1.), F.glu(torch.arange(4.)))
print(F.prelu(x, torch.tensor([0.25])), F.rrelu(x, training=False))
print(torch.relu(torch.tensor([-1, 2])), F.relu(torch.tensor([-1, 2])).dtype)
