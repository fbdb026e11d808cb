# nn.MaxUnpool1d/2d / F.max_unpool1d/2d with max_pool's return_indices: values, gradients, grad_fn
# names, output_size, reprs and the errors of bad calls (PyTorch 2.6).
import torch
import torch.nn as nn
import torch.nn.functional as F


def attempt(label, fn, *args, **kwargs):
    try:
        out = fn(*args, **kwargs)
        print(label, "ok", tuple(out.shape))
    except Exception as e:
        print(label, type(e).__name__, e)


torch.manual_seed(0)
x = torch.randn(2, 3, 4, 6, requires_grad=True)
o, i = F.max_pool2d(x, 2, return_indices=True)
u = F.max_unpool2d(o, i, 2)
print(type(u.grad_fn).__name__, tuple(u.shape))
print(u[0, 0].tolist())
(u * torch.arange(u.numel(), dtype=torch.float32).reshape(u.shape)).sum().backward()
print(x.grad[0, 0].tolist())
o2, i2 = F.max_pool2d(torch.randn(1, 2, 5, 5), 2, return_indices=True)
attempt("default5", F.max_unpool2d, o2, i2, 2)
print(tuple(F.max_unpool2d(o2, i2, 2, output_size=(5, 5)).shape))
print(tuple(F.max_unpool2d(o2, i2, 2, output_size=torch.Size([1, 2, 5, 5])).shape))
print(tuple(F.max_unpool2d(o, i, (2, 2), stride=(2, 2), padding=0).shape))
o3, i3 = F.max_pool2d(torch.randn(1, 1, 6, 6), 3, stride=2, padding=1, return_indices=True)
attempt("pad", F.max_unpool2d, o3, i3, 3, stride=2, padding=1)
print(F.max_unpool2d(o3, i3, 3, stride=2, padding=1, output_size=(6, 6)).shape)
m = nn.MaxUnpool2d(2)
print(m, nn.MaxUnpool2d((2, 3), stride=1, padding=(0, 1)), nn.MaxUnpool1d(3), nn.MaxUnpool1d(2, stride=1, padding=1))
print(torch.equal(m(o, i), u), type(m(o, i).grad_fn).__name__)
print(tuple(m(o2, i2, output_size=[5, 5]).shape))
b = torch.randn(2, 3, 8, requires_grad=True)
p, j = F.max_pool1d(b, 2, return_indices=True)
v = F.max_unpool1d(p, j, 2)
print(type(v.grad_fn).__name__, tuple(v.shape), v[0, 0].tolist())
v.pow(2).sum().backward()
print(b.grad[0, 0].tolist())
print(nn.MaxUnpool1d(2)(p, j, output_size=[9]).shape)
p3, j3 = F.max_pool2d(torch.randn(3, 4, 4), 2, return_indices=True)
print(F.max_unpool2d(p3, j3, 2).shape)
attempt("size_bad", F.max_unpool2d, o2, i2, 2, output_size=(7, 7))
attempt("size_len", F.max_unpool2d, o2, i2, 2, output_size=(5,))
attempt("idx_shape", F.max_unpool2d, o, i[:, :, :1], 2)
attempt("idx_dtype", F.max_unpool2d, o, i.float(), 2)
attempt("idx_range", F.max_unpool2d, o, i + 100, 2)
attempt("dim", F.max_unpool2d, torch.randn(4, 4), torch.zeros(4, 4, dtype=torch.long), 2)
attempt("dim1d", F.max_unpool1d, torch.randn(4), torch.zeros(4, dtype=torch.long), 2)
