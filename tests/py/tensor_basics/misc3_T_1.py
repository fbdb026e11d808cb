import torch
x = torch.ones(2, 3, 4)
for i in range(3):
    y = x.T
    print(y.shape)
z = torch.ones(3).T
print(z.shape)
w = torch.ones(2, 3).T
print(w.shape)
def f(t):
    return t.T
print(f(x).shape, f(x).shape)
