import torch
# backward through non-scalar outputs and errors
x = torch.tensor([1., 2.], requires_grad=True)
def tr(f):
    try:
        f()
        print('ok', x.grad)
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: (x * 2).backward())
tr(lambda: torch.ones(2).sum().backward())
tr(lambda: x.sum().backward(retain_graph=False))
tr(lambda: x.backward(torch.ones(2)))
tr(lambda: torch.tensor(1., requires_grad=True).backward())
tr(lambda: (x.sum() * 0).backward())
tr(lambda: x.detach().sum().backward())
with torch.no_grad():
    tr(lambda: (x * 2).sum().backward())
print(x.grad)
