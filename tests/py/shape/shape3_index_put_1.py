import torch
x = torch.zeros(5)
x.index_put_((torch.tensor([0, 2]),), torch.tensor([1., 3.]))
print(x)
x.index_put_((torch.tensor([0, 0]),), torch.tensor(1.), accumulate=True)
print(x)
m = torch.zeros(3, 3)
r = m.index_put((torch.tensor([0, 1]), torch.tensor([2, 0])), torch.tensor(7.))
print(r, m.sum())
print(torch.index_put(m, (torch.tensor([True, False, True]),), torch.tensor(2.)))
y = torch.ones(2, 2, requires_grad=True)
z = y.index_put((torch.tensor([1]),), torch.tensor([5., 6.]))
print(z.grad_fn.name())
z.sum().backward()
print(y.grad)
try:
    x.index_put_((torch.tensor([1]),), torch.tensor([1], dtype=torch.long))
except Exception as e:
    print(type(e).__name__, e)
try:
    x.index_put_((torch.tensor([9]),), torch.tensor(1.))
except Exception as e:
    print(type(e).__name__, e)
