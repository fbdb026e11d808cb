import torch
# indexing returns views vs copies, and writes through
x = torch.arange(10.)
s = x[2:5]
s[0] = -1
print(x)
a = x[[2, 3]]
a[0] = 100
print(x)
m = x[x > 5]
m[0] = 77
print(x)
v = x[None]
v[0, 0] = 42
print(x)
e = x[...]
e[1] = 11
print(x, e.data_ptr() == x.data_ptr())
i = x[3]
i += 1000
print(x, i)
j = x[4].item()
j += 1
print(x[4], j)
