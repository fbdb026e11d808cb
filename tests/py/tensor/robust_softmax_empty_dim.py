# softmax / log_softmax over tensors with an empty dim (found by fuzz_torch_ops: SIGFPE)
import torch
for shape, d in [((0, 3), 0), ((0, 3), 1), ((3, 0), 0), ((3, 0), 1), ((2, 0, 3), 1), ((0,), 0)]:
    x = torch.zeros(shape)
    for f in (torch.softmax, torch.log_softmax):
        y = f(x, d)
        print(f.__name__, tuple(y.shape), y)
x = torch.zeros(0, 3, requires_grad=True)
x.log_softmax(0).sum().backward()
print(x.grad.shape)
