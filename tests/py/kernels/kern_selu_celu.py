# kernels: SELU and CELU are ATen's elu kernel with (alpha, scale, input_scale): negcoef = alpha * scale,
# (exp(x * input_scale) - 1) * negcoef / x * scale, SLEEF exp in vector blocks, libm exp in the remainder
# (sizes 64k + r, r < 16: the same split for AVX2's 16-float and AVX512's 32-float blocks, also in each
# thread half above 32768), backward elu_backward's grad * input_scale * negcoef * exp(x * input_scale).
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


torch.manual_seed(1419)
for n in (64, 69, 4101, 12288, 40010):
    x = (torch.randn(n) * 3).requires_grad_()
    for name, fn in (("selu", F.selu), ("celu", F.celu), ("celu_1.3", lambda t: F.celu(t, 1.3)),
                     ("celu_0.7", lambda t: F.celu(t, alpha=0.7)), ("elu_0.5", lambda t: F.elu(t, 0.5))):
        x.grad = None
        y = fn(x)
        digest("%s_%d" % (name, n), y)
        y.backward(torch.randn(n))
        digest("%s_%d_grad" % (name, n), x.grad)
xd = (torch.randn(2048, dtype=torch.float64) * 3).requires_grad_()
for name, fn in (("selu_f64", F.selu), ("celu_f64", lambda t: F.celu(t, 1.3))):
    xd.grad = None
    y = fn(xd)
    digest(name, y)
    y.backward(torch.randn(2048, dtype=torch.float64))
    digest(name + "_grad", xd.grad)
m = torch.nn.SELU()
print(m(torch.zeros(64, requires_grad=True)).grad_fn.name(), torch.nn.CELU(2.0)(torch.ones(64, requires_grad=True)).grad_fn.name())
t = torch.randn(128) * 2
u = t.clone()
F.selu(u, inplace=True)
print(torch.equal(u, F.selu(t)), torch.equal(F.celu_(t.clone(), 0.5), F.celu(t, 0.5)))
try:
    F.selu(torch.arange(4))
except Exception as e:
    print(type(e).__name__, e)
try:
    F.celu(torch.randn(3), 0.0)
except Exception as e:
    print(type(e).__name__, e)
