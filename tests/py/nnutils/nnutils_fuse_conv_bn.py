# torch.nn.utils.fuse_conv_bn_eval / fuse_linear_bn_eval: fold a trained
# BatchNorm into the layer before it, as inference-export code does.
import torch
import torch.nn as nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval

torch.manual_seed(0)
conv = nn.Conv2d(3, 4, 3, padding=1)
bn = nn.BatchNorm2d(4)
opt = torch.optim.SGD(list(conv.parameters()) + list(bn.parameters()), lr=0.1)
for _ in range(3):
    x = torch.randn(2, 3, 5, 5)
    loss = bn(conv(x)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
try:
    fuse_conv_bn_eval(conv, bn)
except AssertionError as e:
    print(type(e).__name__, e)
conv.eval()
bn.eval()
fused = fuse_conv_bn_eval(conv, bn)
print(fused)
print(fused is conv, type(fused.weight).__name__, fused.weight.requires_grad, fused.bias.requires_grad)
print(fused.bias)
x = torch.randn(1, 3, 5, 5)
with torch.no_grad():
    ref = bn(conv(x))
    out = fused(x)
print(torch.allclose(ref, out, atol=1e-6), (ref - out).abs().max() < 1e-5)
print(fused.weight[0, 0])

# no conv bias, no affine batch norm
c2 = nn.Conv1d(2, 3, 2, bias=False).eval()
b2 = nn.BatchNorm1d(3, affine=False).eval()
b2.running_mean.fill_(0.5)
b2.running_var.fill_(4.0)
f2 = fuse_conv_bn_eval(c2, b2)
print(f2.bias)
w, b = fuse_conv_bn_weights(c2.weight, None, b2.running_mean, b2.running_var, b2.eps, None, None)
print(type(w).__name__, w.shape, b)

# transposed convolution: the channel dim of the weight is 1
ct = nn.ConvTranspose2d(4, 2, 2).eval()
bt = nn.BatchNorm2d(2).eval()
bt.running_var.fill_(0.25)
ft = fuse_conv_bn_eval(ct, bt, transpose=True)
y = torch.randn(1, 4, 3, 3)
with torch.no_grad():
    print(torch.allclose(bt(ct(y)), ft(y), atol=1e-5))

lin = nn.Linear(5, 3).eval()
bl = nn.BatchNorm1d(3).eval()
bl.running_mean.copy_(torch.tensor([0.1, -0.2, 0.3]))
fl = fuse_linear_bn_eval(lin, bl)
z = torch.randn(4, 5)
with torch.no_grad():
    print(torch.allclose(bl(lin(z)), fl(z), atol=1e-6))
print(fl.weight.shape, fl.bias)
try:
    fuse_linear_bn_eval(nn.Linear(5, 3).eval(), nn.BatchNorm1d(2).eval())
except AssertionError as e:
    print(type(e).__name__, e)
