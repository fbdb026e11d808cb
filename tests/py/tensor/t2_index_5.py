import torch
# assignment forms
x = torch.zeros(3, 4)
x[0] = 1
x[1, :] = torch.tensor([1., 2., 3., 4.])
x[:, 0] = torch.tensor([9., 8., 7.])
x[2, 1:3] = 5.5
print(x)
x[...] = 0
print(x)
x[:, [1, 3]] = torch.tensor([[1., 2.]])
print(x)
x[[0, 2], [0, 0]] = torch.tensor([-1., -2.])
print(x)
x[x == 0] = 0.5
print(x)
x[1] += 10
x[:, 2] -= 1
print(x)
i = torch.zeros(4, dtype=torch.int64)
i[1] = 2.7
i[2] = True
i[3] = -3.9
print(i)
b = torch.zeros(3, dtype=torch.bool)
b[0] = 5
b[1] = 0.0
print(b)
def tr(f):
    try:
        f()
        print('ok')
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.__setitem__(0, torch.ones(3)))
tr(lambda: x.__setitem__(5, 1.0))
tr(lambda: x.__setitem__((slice(None), 0), torch.ones(2)))
tr(lambda: x.__setitem__(0, 'a'))
