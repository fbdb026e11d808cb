import torch
x = torch.zeros(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
print(x.index_copy_(0, index, t))
print(torch.zeros(2, 4).index_copy(1, torch.tensor([3, 0]), torch.ones(2, 2)))
a = torch.zeros(3, requires_grad=True)
b = torch.tensor([5., 6.], requires_grad=True)
r = a.index_copy(0, torch.tensor([2, 0]), b)
print(r, r.grad_fn.name())
(r * torch.tensor([1., 2., 3.])).sum().backward()
print(a.grad, b.grad)
for f in [lambda: x.index_copy(0, torch.tensor([0, 7, 1]), t), lambda: x.index_copy(0, torch.tensor([0, 1]), t),
          lambda: x.index_copy(0, index.int(), t)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
