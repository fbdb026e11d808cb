import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 2])
print(x.index_fill_(1, index, -1))
print(x.index_fill(0, torch.tensor([1]), torch.tensor(9.)))
print(torch.index_fill(torch.arange(4), 0, torch.tensor([1, 3]), 0))
a = torch.ones(2, 3, requires_grad=True)
r = a.index_fill(1, torch.tensor([1]), 0.)
print(r, r.grad_fn.name())
(r * 3).sum().backward()
print(a.grad)
for f in [lambda: x.index_fill(1, torch.tensor([5]), 0), lambda: x.index_fill(1, torch.tensor([0.]), 0),
          lambda: x.index_fill(1, index, torch.tensor([1., 2.]))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
