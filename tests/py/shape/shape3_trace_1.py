import torch
m = torch.arange(9.).reshape(3, 3)
print(torch.trace(m), m.trace())
print(torch.arange(6).reshape(2, 3).trace())
try:
    print(torch.tensor([[True, False], [True, True]]).trace())
except Exception as e:
    print(type(e).__name__, e)
x = torch.arange(6.).reshape(3, 2).requires_grad_()
t = x.trace()
print(t, t.grad_fn.name())
t.backward()
print(x.grad)
try:
    torch.ones(3).trace()
except Exception as e:
    print(type(e).__name__, e)
