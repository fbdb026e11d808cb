# ConvTranspose3d / F.conv_transpose3d: repr, seeded init, forward, output_size,
# backward in float64 (full), float32 rounded, grad_fn edges, errors.
import torch
import torch.nn as nn
import torch.nn.functional as F


def show(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
m = nn.ConvTranspose3d(2, 3, 2, stride=2)
print(m)
for k, v in m.state_dict().items():
    print(k, tuple(v.shape), torch.round(v, decimals=4))
print(nn.ConvTranspose3d(4, 6, (1, 2, 3), stride=(1, 2, 2), padding=(0, 1, 1), output_padding=(0, 1, 0), groups=2,
                         bias=False, dilation=(1, 1, 2)))
show(lambda: nn.ConvTranspose3d(2, 2, 3, padding_mode="reflect"))
show(lambda: nn.ConvTranspose3d(3, 2, 3, groups=2))

torch.manual_seed(1)
md = nn.ConvTranspose3d(2, 4, (2, 3, 2), stride=(2, 1, 2), padding=(0, 1, 1), output_padding=(1, 0, 1),
                        groups=2, dilation=(1, 2, 1)).double()
x = torch.randn(2, 2, 3, 4, 3, dtype=torch.float64, requires_grad=True)
y = md(x)
print(y.shape, y.grad_fn.name())
print([(type(n).__name__ if n is not None else None) for n, _ in y.grad_fn.next_functions])
print(y[1, 3, 2])
(y * y.detach().sin()).sum().backward()
print(x.grad[0, 1])
print(md.weight.grad[1, 1])
print(md.bias.grad)
print(md(x, output_size=[7, 6, 5]).shape)
print(md(x[0], output_size=[4, 6, 6, 4]).shape)
show(lambda: md(x, output_size=[9, 4, 6]))
show(lambda: md(x, output_size=[9, 4]))

f = F.conv_transpose3d(x, torch.randn(2, 3, 2, 2, 2, dtype=torch.float64), None, 1, 1)
print(f.shape, f.grad_fn.name(), len(f.grad_fn.next_functions), f.grad_fn.next_functions[2])

torch.manual_seed(2)
m32 = nn.ConvTranspose3d(3, 2, 3, stride=2, padding=1, output_padding=1)
out = m32(torch.randn(1, 3, 2, 3, 2))
print(out.shape, torch.round(out[0, 1, 1], decimals=4))

show(lambda: F.conv_transpose3d(torch.randn(3, 4, 5), torch.randn(3, 2, 2, 2, 2)).shape)
show(lambda: F.conv_transpose3d(torch.randn(1, 4, 3, 3, 3), torch.randn(3, 2, 2, 2, 2)).shape)
show(lambda: F.conv_transpose3d(torch.randn(3, 3, 3, 3), torch.randn(3, 2, 2, 2, 2)).shape)
