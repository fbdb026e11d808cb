import torch
src = torch.tensor([[4, 3, 5], [6, 7, 8]])
print(torch.take(src, torch.tensor([0, 2, 5])))
print(src.t().take(torch.tensor([[0, 1], [-1, 2]])))
x = torch.arange(6.).reshape(2, 3).requires_grad_()
y = x.take(torch.tensor([1, 1, 5]))
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
for i in [torch.tensor([6]), torch.tensor([0], dtype=torch.int32), torch.tensor([-7])]:
    try:
        print(src.take(i))
    except Exception as e:
        print(type(e).__name__, e)
