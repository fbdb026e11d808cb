# torch.nn.utils.parametrize as the parametrizations tutorial uses it.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P

torch.manual_seed(0)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class MatrixExponential(nn.Module):
    def forward(self, X):
        return torch.matrix_exp(X)


class NoRightInverse(nn.Module):
    def forward(self, X):
        return X * 2


class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.transpose(-1, -2)

    def right_inverse(self, A):
        return A.triu(1)


layer = nn.Linear(3, 3)
P.register_parametrization(layer, "weight", Symmetric())
print(layer)
print(type(layer).__name__, type(layer).__mro__[1].__name__)
print(P.is_parametrized(layer), P.is_parametrized(layer, "weight"), P.is_parametrized(layer, "bias"))
A = layer.weight
print(torch.allclose(A, A.T))
print(type(A.grad_fn).__name__)
print([n for n, _ in layer.named_parameters()])
print(list(layer.state_dict().keys()))
print(layer.parametrizations)
print(layer.parametrizations.weight.original.shape)
out = layer(torch.randn(2, 3))
out.sum().backward()
print(layer.parametrizations.weight.original.grad)

with P.cached():
    a = layer.weight
    b = layer.weight
    print(a is b)
print(layer.weight is layer.weight)

P.register_parametrization(layer, "weight", NoRightInverse())
print(layer.parametrizations.weight)
try:
    layer.weight = torch.eye(3)
except RuntimeError as e:
    print(type(e).__name__, e)

sk = nn.Linear(3, 3)
P.register_parametrization(sk, "weight", Skew())
X = torch.rand(3, 3)
X = X - X.T
sk.weight = X
print(torch.allclose(sk.weight, X))

P.remove_parametrizations(layer, "weight")
print(type(layer).__name__, [n for n, _ in layer.named_parameters()])
print(hasattr(layer, "parametrizations"))
print(P.type_before_parametrizations(sk).__name__)
P.remove_parametrizations(sk, "weight", leave_parametrized=False)
print(type(sk).__name__, torch.equal(sk.weight, X.triu(1)))

try:
    P.register_parametrization(nn.Linear(2, 2), "nope", Symmetric())
except ValueError as e:
    print(type(e).__name__, e)
try:
    P.remove_parametrizations(nn.Linear(2, 2), "weight")
except ValueError as e:
    print(type(e).__name__, e)


class Shrink(nn.Module):
    def forward(self, X):
        return X[:1]


try:
    P.register_parametrization(nn.Linear(2, 2), "weight", Shrink())
except ValueError as e:
    print(type(e).__name__, e)
m = nn.Linear(2, 2)
P.register_parametrization(m, "weight", Shrink(), unsafe=True)
print(m.weight.shape)
try:
    m.__getstate__()
except RuntimeError as e:
    print(type(e).__name__, e)
# deepcopy (as EMA / AveragedModel copies do) keeps the parametrization
import copy
torch.manual_seed(3)
sym = nn.Linear(3, 3)
P.register_parametrization(sym, "weight", Symmetric())
dup = copy.deepcopy(sym)
print(type(dup).__name__, dup.parametrizations.weight.original is sym.parametrizations.weight.original)
print(torch.equal(dup.weight, sym.weight), list(dup.state_dict().keys()))
