import torch
# in-place on leaf errors and views of leaves
w = torch.ones(3, requires_grad=True)
def tr(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: w.add_(1))
tr(lambda: w.zero_())
tr(lambda: w.__setitem__(0, 5.))
tr(lambda: w[0].fill_(2))
tr(lambda: w.clamp_(0, 1))
with torch.no_grad():
    w.add_(1)
    w[0] = 10
print(w)
w2 = torch.ones(2, requires_grad=True)
y = w2 * 2
y[0] = 7
print(y, y.grad_fn.name())
y.sum().backward()
print(w2.grad)
z = torch.ones(2, requires_grad=True).clone()
z += 1
print(z.grad_fn.name())
