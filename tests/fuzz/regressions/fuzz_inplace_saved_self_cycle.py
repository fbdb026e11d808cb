# fuzz_torch_ops leak (tests/fuzz/regressions/torch_ops/inplace_mul_saved_self_leak):
# an in-place op on a tensor with history saved that tensor in its own node,
# a reference cycle (x -> MulBackward0 -> x) nothing freed.
import torch
a = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
x = a.exp()
m = a.max(0)[0]
x.mul_(m)
y = a * 1
y.mul_(2)
z = a * 1
z.add_(z * a)
v = (a * 1)[1:]
v.relu_()
print(x.shape, y.grad_fn.name(), z.grad_fn.name(), v.grad_fn.name())
