import torch
x = torch.ones(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
print(x.index_add_(0, index, t))
print(x.index_add(0, index, t, alpha=-1))
print(torch.index_add(torch.zeros(3), 0, torch.tensor([0, 0, 2]), torch.tensor([1., 2., 3.])))
a = torch.zeros(2, 3, requires_grad=True)
s = torch.ones(2, 2, requires_grad=True)
r = a.index_add(1, torch.tensor([0, 2]), s, alpha=2)
print(r, r.grad_fn.name())
(r * torch.arange(6.).reshape(2, 3)).sum().backward()
print(a.grad, s.grad)
for f in [lambda: x.index_add(0, torch.tensor([0.]), t), lambda: x.index_add(0, torch.tensor([5, 0, 1]), t),
          lambda: x.index_add(0, torch.tensor([0, 1]), t), lambda: x.index_add(0, index, t.long())]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
