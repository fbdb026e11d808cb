import torch
import torch.nn as nn


class Layer(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(dim))
        self.register_buffer("running_mean", torch.zeros(dim))

    def forward(self, x):
        self.running_mean = x.mean(dim=0)
        return x * self.gamma + self.running_mean


l = Layer(2)
x = torch.tensor([[1.0, 2.0], [3.0, 6.0]], requires_grad=True)
y = l(x)
print(y)
print(l.running_mean, l.running_mean.requires_grad, l.running_mean.grad_fn is not None)
print(list(l._buffers.keys()))
print(l.state_dict()["running_mean"].requires_grad)
y.sum().backward()
print(x.grad, l.gamma.grad)
l.running_mean = l.running_mean.detach()
print(l.running_mean)
