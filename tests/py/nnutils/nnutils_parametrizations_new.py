# torch.nn.utils.parametrizations: weight_norm and spectral_norm (orthogonal and the
# spectral norm's 2-norm check are in nnutils_parametrizations_orth.py).
import torch
import torch.nn as nn
from torch.nn.utils import parametrizations, parametrize

torch.manual_seed(0)
m = parametrizations.weight_norm(nn.Linear(5, 4))
print(m)
print([n for n, _ in m.named_parameters()])
print(list(m.state_dict().keys()))
print(m.parametrizations.weight.original0.shape, m.parametrizations.weight.original1.shape)
print(type(m.weight.grad_fn).__name__)
x = torch.randn(3, 5)
y = m(x)
y.pow(2).mean().backward()
print(m.parametrizations.weight.original0.grad)
print(m.parametrizations.weight.original1.grad)

# old-style state dict loads into the new one
old = nn.utils.weight_norm(nn.Linear(5, 4))
new = parametrizations.weight_norm(nn.Linear(5, 4))
print(new.load_state_dict(old.state_dict()))
print(torch.equal(new.weight, old.weight))

sn = parametrizations.spectral_norm(nn.Linear(6, 4))
print(sn)
print(list(sn.state_dict().keys()))
print(sn.parametrizations.weight[0]._u.shape, sn.parametrizations.weight[0]._v.shape)
w = sn.weight
print(type(w.grad_fn).__name__)
sn.eval()
print(torch.equal(sn.weight, sn.weight))
sn.train()
opt = torch.optim.SGD(sn.parameters(), lr=0.1)
for _ in range(2):
    opt.zero_grad()
    loss = sn(torch.randn(2, 6)).sum()
    loss.backward()
    opt.step()
    print(loss.item())

conv = parametrizations.spectral_norm(nn.Conv2d(2, 3, 3))
print(conv(torch.randn(1, 2, 4, 4)).shape)
try:
    parametrizations.spectral_norm(nn.Linear(2, 2), dim=3)
except IndexError as e:
    print(type(e).__name__, e)
try:
    parametrizations.spectral_norm(nn.Linear(2, 2), name="w")
except ValueError as e:
    print(type(e).__name__, e)

parametrize.remove_parametrizations(m, "weight")
print(type(m).__name__, [n for n, _ in m.named_parameters()])
