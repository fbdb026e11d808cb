# F.pad(mode="circular") builds ATen's _pad_circular graph: a CopySlices for
# the copy of the input block into the empty result, then one per padded
# border, each fed by a SliceBackward0 of the result so far. Batched and
# unbatched inputs, 1-3 padded dims, negative (cropping) pads, the gradient,
# and Conv2d(padding_mode="circular").
import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__)
    for f, i in fn.next_functions:
        walk(f, depth + 1)


torch.manual_seed(0)
cases = [((2, 5), (2, 1)), ((1, 2, 5), (1, 1)), ((1, 2, 3, 4), (1, 2, 2, 0)), ((2, 3, 4), (-1, 2, 1, 0)),
         ((1, 1, 2, 3, 2), (1, 0, 0, 1, 1, 1)), ((1, 3, 4), (0, 0))]
for shape, pad in cases:
    x = torch.randn(*shape, requires_grad=True)
    y = F.pad(x, pad, mode="circular")
    print("==", shape, pad, tuple(y.shape))
    walk(y.grad_fn)
    (y * torch.arange(y.numel(), dtype=torch.float32).reshape(y.shape)).sum().backward()
    print(x.grad)
    ref = x.detach()
    print(torch.equal(y.detach(), F.pad(ref, pad, mode="circular")))

for shape, pad in [((1, 2, 3), (4, 0)), ((3,), (1, 1))]:
    try:
        F.pad(torch.randn(*shape), pad, mode="circular")
    except Exception as e:
        print(type(e).__name__, e)

conv = nn.Conv2d(1, 1, 3, padding=1, padding_mode="circular", bias=False)
y = conv(torch.randn(1, 1, 3, 3, requires_grad=True))
print("== conv")
walk(y.grad_fn)
