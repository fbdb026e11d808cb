import torch
# backward with gradient arg
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x
y.backward(torch.tensor([1., 0.1, 0.01]))
print(x.grad)
x.grad = None
z = (x * 2).reshape(3, 1)
z.backward(torch.ones(3, 1))
print(x.grad)
def tr(f):
    try:
        f()
        print('ok', x.grad)
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: (x * 2).backward(torch.ones(2)))
tr(lambda: (x * 2).backward(torch.ones(3, dtype=torch.float64)))
tr(lambda: (x * 2).backward(torch.ones(3, 1)))
tr(lambda: (x * 2).sum().backward(torch.tensor(2.)))
tr(lambda: (x * 2).sum().backward(torch.tensor([2.])))
tr(lambda: torch.autograd.backward([(x * 3).sum()]))
tr(lambda: torch.autograd.backward((x * x).sum(), grad_tensors=torch.tensor(0.5)))
