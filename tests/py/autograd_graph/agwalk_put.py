# Tensor.put / put_ / torch.put (PutBackward0 over self and source, errors) and the
# in-place addmm_ / baddbmm_ methods (their node becomes the tensor's grad_fn).
import torch
torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
v = torch.randn(4, requires_grad=True)
for args in [(torch.tensor([0, 5]), v[:2]), (torch.tensor([[1], [-1]]), v[:2]), (torch.tensor([1, 1]), v[:2], True),
             (torch.tensor([0, 12]), v[:2]), (torch.tensor([0.0, 1.0]), v[:2]), (torch.tensor([0, 1, 2]), v[:2]),
             (torch.tensor([0, 1]), torch.ones(2, dtype=torch.float64))]:
    try:
        r = a.put(*args)
        print(r.shape, [round(float(x), 4) for x in r.reshape(-1)], r.grad_fn.name(),
              [f.name() if f else None for f, _ in r.grad_fn.next_functions])
        r.sum().backward()
        print([round(float(x), 4) for x in a.grad.reshape(-1)], v.grad)
        a.grad = None
        v.grad = None
    except Exception as e:
        print(type(e).__name__, e)
b = a.detach().clone()
print(b.put_(torch.tensor([1, 2]), torch.tensor([9.0, 8.0])) is b, b[0])
y = a * 1
y.put_(torch.tensor([3]), v[:1], accumulate=True)
print(y.grad_fn.name(), [f.name() if f else None for f, _ in y.grad_fn.next_functions])
print(torch.put(a, torch.tensor([0]), v[:1]).grad_fn.name())
try:
    a.put_(torch.tensor([0]), v[:1])
except Exception as e:
    print(type(e).__name__, e)
m = torch.randn(3, 4, requires_grad=True)
y = m * 1
y.addmm_(torch.randn(3, 2), torch.randn(2, 4), beta=0.5, alpha=2)
print(y.grad_fn.name(), [f.name() if f else None for f, _ in y.grad_fn.next_functions])
z = torch.randn(2, 3, 4).requires_grad_()
w = z * 1
w.baddbmm_(torch.randn(2, 3, 5), torch.randn(2, 5, 4))
print(w.grad_fn.name(), [f.name() if f else None for f, _ in w.grad_fn.next_functions])
try:
    m.addmm_(torch.randn(3, 2), torch.randn(2, 4))
except Exception as e:
    print(type(e).__name__, e)
