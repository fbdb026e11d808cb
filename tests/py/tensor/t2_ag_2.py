import torch
# retain_graph and accumulation
x = torch.tensor(2., requires_grad=True)
y = x ** 3
y.backward(retain_graph=True)
print(x.grad)
y.backward(retain_graph=True)
print(x.grad)
y.backward()
print(x.grad)
try:
    y.backward()
except Exception as e:
    print(type(e).__name__, e)
x.grad.zero_()
print(x.grad)
w = torch.tensor([1., 2.], requires_grad=True)
for i in range(3):
    (w * (i + 1)).sum().backward()
    print(i, w.grad)
w.grad.data.zero_()
print(w.grad)
w.grad = None
(w + 0).sum().backward()
print(w.grad)
a = torch.tensor(1., requires_grad=True)
b = a + 1
c = b * 1
c.backward()
c2 = a + 1
c2.backward()
print(a.grad)
# add-only graph: second backward allowed?
s = a * 2
try:
    s.backward()
    s.backward()
    print(a.grad)
except Exception as e:
    print(type(e).__name__, e)
