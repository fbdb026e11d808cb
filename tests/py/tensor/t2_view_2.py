import torch
# storage sharing via data_ptr and in-place writes through views
x = torch.arange(12.).reshape(3, 4)
v = x.view(4, 3)
print(v.data_ptr() == x.data_ptr())
v[0, 0] = 100
print(x[0, 0])
r = x[1]
r += 1
print(x)
c = x[:, 1]
c.zero_()
print(x, c.is_contiguous(), c.stride(), c.data_ptr() - x.data_ptr())
t = x.t()
t[0] = -1
print(x)
s = x[1:, 2:]
s.fill_(7)
print(x, s.storage_offset(), x[2].storage_offset())
rr = x.reshape(12)
print(rr.data_ptr() == x.data_ptr())
nr = x.t().reshape(12)
print(nr.data_ptr() == x.data_ptr())
nr[0] = 999
print(x[0, 0])
d = x.detach()
d[2, 3] = 55
print(x[2, 3])
f = x.flatten()
f[1] = 11
print(x[0, 1], x.untyped_storage().nbytes() if hasattr(x, 'untyped_storage') else '')
