import torch
# detect common mistakes: grad is None before backward, grad of int op, backward twice w/ retain
w = torch.tensor([1., 2.], requires_grad=True)
print(w.grad, w.grad is None)
loss = (w ** 2).sum()
loss.backward(retain_graph=True)
loss.backward()
print(w.grad)
w.grad.zero_()
print(w.grad)
for i in range(2):
    out = (w * torch.tensor([1., 2.])).sum()
    out.backward()
print(w.grad)
e = torch.tensor([1., 2.], requires_grad=True)
f = e.exp()
g = f.sum()
g.backward()
try:
    g.backward()
except Exception as ex:
    print(type(ex).__name__, str(ex)[:60])
h = (e + 1).sum()
h.backward()
try:
    h.backward()
    print('second ok', e.grad)
except Exception as ex:
    print(type(ex).__name__, str(ex)[:60])
