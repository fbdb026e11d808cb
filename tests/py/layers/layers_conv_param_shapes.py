import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

for c in [nn.Conv2d(3, 8, 3), nn.Conv2d(4, 8, (2, 3), groups=2, bias=False), nn.Conv1d(2, 4, 5)]:
    print([(n, tuple(p.shape)) for n, p in c.named_parameters()], c.kernel_size, c.stride, c.padding, c.dilation, c.groups, c._reversed_padding_repeated_twice)
c = nn.Conv2d(1, 1, 4, padding='same', dilation=1)
print(c.padding, c._reversed_padding_repeated_twice)
