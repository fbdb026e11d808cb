import torch
a = torch.arange(4.)
b = a.clone()
b[0] = 10
print(a, b)
c = a.view(2, 2)
c[0, 0] = -1
print(a)
d = a.detach()
d += 1
print(a)
e = a.reshape(2, 2).contiguous()
print(e)
