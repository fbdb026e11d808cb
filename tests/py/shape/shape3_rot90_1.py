import torch
m = torch.arange(6).reshape(2, 3)
print(torch.rot90(m))
print(m.rot90(2))
print(m.rot90(-1), m.rot90(3).stride())
print(m.rot90(1, [1, 0]))
c = torch.arange(8).reshape(2, 2, 2)
print(torch.rot90(c, 1, [1, 2]))
x = torch.arange(4.).reshape(2, 2).requires_grad_()
y = x.rot90()
print(y.grad_fn.name())
(y * torch.tensor([[1., 2.], [3., 4.]])).sum().backward()
print(x.grad)
for a in [(1, [0]), (1, [0, 0]), (1, [0, 2])]:
    try:
        m.rot90(*a)
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.arange(3).rot90()
except Exception as e:
    print(type(e).__name__, e)
