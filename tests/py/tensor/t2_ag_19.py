import torch
# requires_grad propagation rules in ops
a = torch.ones(2, requires_grad=True)
b = torch.ones(2)
print((a + b).requires_grad, (b + b).requires_grad, (a.detach() + b).requires_grad, torch.cat([a, b]).requires_grad, torch.stack([b, b]).requires_grad)
print(a.sum().requires_grad, a.argmax().requires_grad, (a > 0).requires_grad, a.max(0)[1].requires_grad, a.max(0)[0].requires_grad)
print(torch.where(b > 0, a, b).requires_grad, b.masked_fill(b > 0, 1.).requires_grad, a.new_zeros(2).requires_grad, torch.zeros_like(a).requires_grad)
print(a.clone().requires_grad, a.data.requires_grad, a.tolist(), a.numel(), a.float().requires_grad, a.type(torch.float64).requires_grad)
c = b.clone()
c[0] = a[0]
print(c.requires_grad, c.grad_fn.name(), c.is_leaf)
d = torch.zeros(2)
d += a
print(d.requires_grad, d.grad_fn.name())
