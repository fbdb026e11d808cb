import torch
x = torch.ones(2, requires_grad=True)
y = x * 2
s = repr(y.grad_fn)
print(s.startswith('<MulBackward0 object at 0x'), s.endswith('>'))
print(type(y.grad_fn).__name__, y.grad_fn.name())
print(str(y).startswith('tensor([2., 2.], grad_fn=<MulBackward0>)'))
print(y)
print((x + 1).sum())
print(x.mean(), x.max(), x.sum(0))
print(y.grad_fn.next_functions[0][0].name())
print(y.grad_fn == y.grad_fn, y.grad_fn is y.grad_fn)
