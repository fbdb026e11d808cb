# kernels: float32 LogSigmoid (log_sigmoid_cpu_kernel: min(x, 0) - log1p(exp(-|x|)) with SLEEF for every element; backward (max_deriv - sign * b/(1+b)) * grad)
import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(1418)


def digest(label, t):
    # exact: weighted and plain sums of the float32 bit patterns (every NaN counted as
    # one pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


EDGE = [0.0, -0.0, 1e-38, -1e-38, 1e-45, 0.5, -0.5, -3.0, -2.9999998, 2.9999998, 20.0, 21.0, -20.0, 100.0, -100.0]
for n, scale in ((12000, 3.0), (1000, 3.0), (13, 2.0), (40003, 3.0)):
    x = torch.cat([torch.tensor(EDGE), torch.randn(n) * scale]).requires_grad_()
    y = F.logsigmoid(x)
    digest("logsigmoid_%d" % n, y)
    y.backward(torch.randn(x.shape))
    digest("logsigmoid_%d_grad" % n, x.grad)
print(type(y.grad_fn).__name__, [type(f).__name__ for f, _ in y.grad_fn.next_functions])
x = torch.tensor([float('inf'), float('-inf'), float('nan')] * 6)
digest("logsigmoid_nonfinite", F.logsigmoid(x))
