import torch
a = torch.tensor([[1], [2]])
b = torch.zeros(2, 3)
print(a.expand_as(b))
print(torch.arange(6).view_as(b))
print(torch.arange(6).reshape_as(b.t()))
print(a.type_as(b), torch.ones(2).type_as(a).dtype)
x = torch.arange(6.).reshape(2, 3).requires_grad_()
print(x.t().reshape_as(x.t()).grad_fn.name(), x.reshape_as(torch.zeros(6)).grad_fn.name())
print(x.t().reshape(6).grad_fn.name(), x[:, 1:].reshape(4).grad_fn.name())
for f in [lambda: a.expand_as(torch.zeros(3, 3)), lambda: torch.arange(5).view_as(b), lambda: a.view_as(3)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
