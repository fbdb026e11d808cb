import torch
# boolean masks
x = torch.tensor([[1., -2., 3.], [-4., 5., -6.]])
m = x > 0
print(m, x[m], x[~m], x[x < -3], x[m].shape)
print(x[torch.tensor([True, False])], x[:, torch.tensor([True, False, True])])
print(x[x > 100], x[x > 100].shape, x[torch.zeros(2, 3, dtype=torch.bool)].dtype)
y = x.clone()
y[y < 0] = 0
print(y)
y[m] = torch.tensor([10., 20., 30.])
print(y)
z = x.clone()
z[z > 0] += 100
print(z)
z[z < 0] *= -1
print(z)
print(x[torch.tensor(True)].shape, x[torch.tensor(False)].shape)
try:
    x[torch.tensor([True, False, True])]
except Exception as e:
    print(type(e).__name__, e)
try:
    y[m] = torch.tensor([1., 2.])
except Exception as e:
    print(type(e).__name__, e)
print(torch.masked_select(x, m), x.masked_select(x < 0))
