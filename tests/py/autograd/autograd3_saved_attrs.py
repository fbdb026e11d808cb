import torch
torch.manual_seed(0)
x = torch.randn(5, requires_grad=True)
y = x.pow(2)
print(x.equal(y.grad_fn._saved_self))
print(x is y.grad_fn._saved_self)
y = x.exp()
print(y.equal(y.grad_fn._saved_result))
print(y is y.grad_fn._saved_result)
print(y.grad_fn._saved_result.grad_fn is y.grad_fn)
w = torch.ones(5, requires_grad=True)
m = x * w
print(m.grad_fn._saved_self is x, m.grad_fn._saved_other is w)
s = torch.sigmoid(x)
print(s.grad_fn._saved_result.equal(s))
try:
    print(y.grad_fn._saved_self)
except AttributeError as e:
    print('AttributeError', e)
y.sum().backward()
try:
    y.grad_fn._saved_result
except RuntimeError as e:
    print('RuntimeError', str(e)[:80])
t = x.tanh()
print(t.grad_fn._saved_result.requires_grad)
l = x.abs().log()
print(l.grad_fn._saved_self.grad_fn.name())
