import torch
# views of views, storage_offset and element access
x = torch.arange(20).reshape(4, 5)
a = x[1:, 1:]
b = a[1:, ::2]
c = b.t()
print(a.storage_offset(), b.storage_offset(), c.storage_offset(), b.stride(), c.stride(), c.shape)
print(b, c)
c[0, 0] = -1
print(x)
d = x[::2, ::-1] if False else x[::2].flip(1)
print(d, d.storage_offset() if d._is_view() else 'copy')
print(x[2:2].shape, x[5:].shape, x[-2:].storage_offset(), x[:, -1].storage_offset())
print(x.diagonal().stride(), x.diagonal(), x.diagonal(offset=1).storage_offset())
