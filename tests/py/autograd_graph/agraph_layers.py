import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, len(fn.next_functions))
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None", i)
        else:
            walk(f, depth + 1)


def show(name, y, *leaves):
    print("==", name)
    walk(y.grad_fn)
    # a weighted sum: plain sums of normalized outputs have gradient ~0 (rounding noise)
    k = torch.linspace(-1.1, 2.3, y.numel()).view(y.shape)
    (y * k).sum().backward()
    for k, t in enumerate(leaves):
        print("grad", k, None if t.grad is None else t.grad)


torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
ln = nn.LayerNorm(4)
show("layer_norm", ln(x), x, ln.weight, ln.bias)
x.grad = None
show("layer_norm_f", F.layer_norm(x, (4,)), x)
x.grad = None
show("layer_norm_noaffine", nn.LayerNorm(4, elementwise_affine=False)(x * 2), x)
bn = nn.BatchNorm1d(4)
x.grad = None
show("batch_norm", bn(x), x, bn.weight, bn.bias)
x.grad = None
show("batch_norm_noaffine", nn.BatchNorm1d(4, affine=False)(x), x)
x.grad = None
show("batch_norm_f", F.batch_norm(x, torch.zeros(4), torch.ones(4), training=True), x)
img = torch.randn(2, 1, 4, 4)  # (float32 input grads of this conv differ in PyTorch's own double check)
conv = nn.Conv2d(1, 2, 3, bias=False)
show("conv_nobias", conv(img), conv.weight)
c1 = nn.Conv1d(2, 3, 2, bias=False)
show("conv1d_nobias", c1(torch.randn(1, 2, 5)), c1.weight)
# BatchNorm2d then in-place LeakyReLU (DCGAN's discriminator block)
torch.manual_seed(1)
img = torch.randn(2, 1, 4, 4)  # (float32 input grads of this conv differ in PyTorch's own double check)
blk = nn.Sequential(nn.Conv2d(1, 2, 3, bias=False), nn.BatchNorm2d(2), nn.LeakyReLU(0.2, inplace=True))
show("bn_leaky_inplace", blk(img), blk[1].weight, blk[1].bias)
v = torch.randn(5, requires_grad=True)
show("leaky_inplace", F.leaky_relu(v * 1, 0.1, inplace=True), v)
v.grad = None
try:
    show("leaky_inplace_neg", F.leaky_relu(v * 1, -0.1, inplace=True), v)
except RuntimeError as e:
    print(type(e).__name__, str(e)[:60])
