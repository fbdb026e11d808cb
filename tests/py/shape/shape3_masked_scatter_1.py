import torch
self = torch.tensor([0, 0, 0, 0, 0])
mask = torch.tensor([[0, 0, 0, 1, 1], [1, 1, 0, 1, 1]], dtype=torch.bool)
source = torch.tensor([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])
print(self.masked_scatter(mask, source))
x = torch.zeros(2, 3)
x.masked_scatter_(torch.tensor([[True, False, True], [False, True, False]]), torch.arange(1., 7.))
print(x)
a = torch.zeros(3, requires_grad=True)
src = torch.tensor([1., 2., 3.], requires_grad=True)
out = a.masked_scatter(torch.tensor([True, False, True]), src)
print(out, out.grad_fn.name())
(out * torch.tensor([1., 2., 3.])).sum().backward()
print(a.grad, src.grad)
for f in [lambda: self.masked_scatter(mask.long(), source), lambda: torch.zeros(3).masked_scatter(torch.tensor([True, True, True]), torch.ones(2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
