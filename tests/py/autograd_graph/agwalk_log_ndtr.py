# torch.special.log_ndtr: values across both branches and the far tail, its one
# SpecialLogNdtrBackward0 node (saved self and result), gradients, dtype, errors.
import torch
torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
x = torch.tensor([-30.0, -5.0, -1.5, -1.0, -0.3, 0.0, 0.7, 3.0, 10.0], requires_grad=True)
y = torch.special.log_ndtr(x)
print([round(float(v), 4) for v in y])
fn = y.grad_fn
print(fn.name(), fn._saved_self is x, tuple(fn._saved_result.shape), [(f.name(), i) for f, i in fn.next_functions])
y.sum().backward()
print([round(float(v), 4) for v in x.grad[1:]])
print(torch.special.log_ndtr(torch.tensor([0, 1])).dtype)
try:
    torch.special.log_ndtr(1.0)
except Exception as e:
    print(type(e).__name__, e)
print(sorted(x for x in dir(torch.special.log_ndtr(a).grad_fn) if x.startswith("_saved") or x.startswith("_raw")))
