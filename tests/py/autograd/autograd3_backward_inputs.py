import torch
x = torch.tensor([1., 2.], requires_grad=True)
w = torch.tensor([3., 4.], requires_grad=True)
y = (x * w).sum()
y.backward(inputs=[x])
print(x.grad, w.grad)
y2 = (x * w).sum()
y2.backward(inputs=w)
print(x.grad, w.grad)
y3 = (x * w * 2).sum()
y3.backward(inputs=[x, w])
print(x.grad, w.grad)
h = x * 3
out = (h ** 2).sum()
out.backward(inputs=[h], retain_graph=True)
print(h.grad, x.grad)
torch.autograd.backward([(x * w).sum()], inputs=[w])
print(w.grad)
try:
    (x * w).sum().backward(inputs=[])
except RuntimeError as e:
    print('RuntimeError', e)
