# kernels: lerp / addcmul / addcdiv backward (derivatives.yaml: grad * (1 - w), grad * w, grad * (end - self);
# grad * (t2 * v), grad * (v / t2), -grad * ((t1 * v) / (t2 * t2))), broadcasting, float64, and a double
# backward through them (create_graph). Elementwise scalar kernels: the same bits on every CPU.
import torch
import torch.nn.functional as F

torch.set_num_threads(2)


def digest(label, t):
    # exact: weighted and plain sums of the bit patterns (every NaN counted as one
    # pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    if t.dtype == torch.float64:
        bits = torch.where(torch.isnan(t), 9221120237041090560, t.view(torch.int64))
        bits = bits % 1000000007
    else:
        bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


torch.manual_seed(1418)
N = 64 * 40
for dt in (torch.float32, torch.float64):
    sfx = "_f64" if dt == torch.float64 else ""
    a = torch.randn(N, dtype=dt, requires_grad=True)
    b = torch.randn(N, dtype=dt, requires_grad=True)
    w = torch.rand(N, dtype=dt, requires_grad=True)
    g = torch.randn(N, dtype=dt)
    torch.lerp(a, b, w).backward(g)
    for k, t in enumerate((a.grad, b.grad, w.grad)): digest("lerp_tensor%s_%d" % (sfx, k), t)
    for wt in (0.7, 0.25, -0.3):
        a.grad = b.grad = None
        a.lerp(b, wt).backward(g)
        for k, t in enumerate((a.grad, b.grad)): digest("lerp_%s%s_%d" % (wt, sfx, k), t)
    s = torch.randn(N, dtype=dt, requires_grad=True)
    t2 = (torch.rand(N, dtype=dt) + 0.5).requires_grad_()
    a.grad = None
    torch.addcdiv(s, a, t2, value=-1.3).backward(g)
    for k, t in enumerate((s.grad, a.grad, t2.grad)): digest("addcdiv%s_%d" % (sfx, k), t)
    s.grad = a.grad = t2.grad = None
    torch.addcmul(s, a, t2, value=0.37).backward(g)
    for k, t in enumerate((s.grad, a.grad, t2.grad)): digest("addcmul%s_%d" % (sfx, k), t)
    s2 = torch.randn(40, 1, dtype=dt, requires_grad=True)
    a2 = torch.randn(40, 64, dtype=dt, requires_grad=True)
    t3 = (torch.rand(64, dtype=dt) + 0.5).requires_grad_()
    torch.addcdiv(s2, a2, t3, value=0.3).sum().backward()
    for k, t in enumerate((s2.grad, a2.grad, t3.grad)): digest("addcdiv_broadcast%s_%d" % (sfx, k), t)
    x = torch.randn(64, dtype=dt, requires_grad=True)
    y = torch.lerp(x, x * x, 0.25).sum() + torch.addcdiv(x, x, x + 3, value=0.5).pow(2).sum() \
        + torch.addcmul(x, x, x, value=0.1).pow(2).sum()
    gx, = torch.autograd.grad(y, x, create_graph=True)
    gx.sum().backward()
    digest("double_backward" + sfx, x.grad)
print(torch.lerp(a, b, 0.7).grad_fn.name(), torch.lerp(a, b, w).grad_fn.name(),
      torch.addcdiv(s, a, t2).grad_fn.name(), torch.addcmul(s, a, t2).grad_fn.name())
print([type(f).__name__ if f is not None else None for f, _ in torch.addcdiv(s, a, t2).grad_fn.next_functions])
