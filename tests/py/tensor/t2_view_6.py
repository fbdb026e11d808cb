import torch
# chunk / split / tensor_split / unbind
x = torch.arange(10)
print(x.chunk(3), x.chunk(4), x.chunk(10), x.chunk(20))
print(x.split(3), x.split([2, 3, 5]), torch.split(x, 4))
print(x.tensor_split(3), torch.tensor_split(x, [2, 5]))
m = torch.arange(12).reshape(3, 4)
print(m.chunk(2, dim=1), m.split(1, dim=0), m.unbind(), m.unbind(1), torch.unbind(m, dim=0)[1])
print(len(m.chunk(5)), [c.shape for c in torch.zeros(5, 2).chunk(3)])
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.split([2, 3]))
tr(lambda: x.chunk(0))
tr(lambda: x.split(0))
tr(lambda: m.chunk(2, dim=2))
a, b = x.split(5)
a[0] = 100
print(x)
