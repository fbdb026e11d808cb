import torch
t = torch.tensor([[10, 30, 20], [60, 40, 50]])
max_idx = torch.argmax(t)
print(torch.take_along_dim(t, max_idx))
sorted_idx = torch.argsort(t, dim=1)
print(torch.take_along_dim(t, sorted_idx, dim=1))
print(t.take_along_dim(torch.tensor([[0], [2]]), dim=1))
print(torch.take_along_dim(t, torch.tensor([[1, 0, 1]]), dim=0))
x = torch.arange(6.).reshape(2, 3).requires_grad_()
y = torch.take_along_dim(x, torch.tensor([[2], [0]]), 1)
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
for f in [lambda: torch.take_along_dim(t, torch.tensor([0, 1]), 1), lambda: torch.take_along_dim(t, torch.tensor([[0.]]), 1),
          lambda: torch.take_along_dim(t, torch.tensor([[0, 1], [1, 0], [0, 0]]), 1)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
