# addcmul (fma(v*t1, t2, s)), addcdiv (s + v*t1/t2), lerp (fused, |w| < 0.5 branch) and their in-place forms
import torch
torch.manual_seed(1)
for dt in (torch.float32, torch.float64):
    for n in (1, 5, 16, 17, 33, 70):
        s = torch.randn(n, dtype=dt)
        t1 = torch.randn(n, dtype=dt)
        t2 = torch.randn(n, dtype=dt)
        print(n, torch.addcmul(s, t1, t2, value=0.37).tolist())
        print(s.addcdiv(t1, t2.abs() + 0.5, value=-0.21).tolist())
        print(torch.lerp(s, t1, 0.3).tolist())
        print(s.lerp(t1, 0.8).tolist())
        print(s.lerp(t1, -0.2).tolist())
        print(torch.lerp(s, t1, torch.rand(n, dtype=dt) * 1.4 - 0.2).tolist())
        c = s.clone(); c.lerp_(t1, 0.6); print(c.tolist())
        c = s.clone(); c.addcmul_(t1, t2, value=-0.1); print(c.tolist())
        c = s.clone(); c.addcdiv_(t1, t2.abs() + 1, value=0.01); print(c.tolist())
m = torch.randn(3, 4)
print(torch.addcmul(m, m[0], m[:, :1], value=2).tolist())
w = torch.randn(3, requires_grad=True)
print(torch.addcmul(w, w, w, value=0.5).grad_fn.name())
print(torch.addcdiv(w, w, w + 3, value=0.5).grad_fn.name())
print(torch.lerp(w, w * 2, 0.5).grad_fn.name(), torch.lerp(w, w * 2, torch.tensor(0.5)).grad_fn.name())
try:
    w.addcmul_(w, w)
except Exception as e:
    print(type(e).__name__, e)
# an exponential moving average, as training loops write it
ema = torch.zeros(6)
for step in range(5):
    x = torch.randn(6)
    ema.mul_(0.9).add_(x, alpha=0.1)
    ema2 = ema.clone().lerp_(x, 0.1)
print(ema.tolist(), ema2.tolist())
# rsub with alpha: other - alpha*input, fused as sub
for dt in (torch.float32, torch.float64):
    a = torch.randn(37, dtype=dt)
    b = torch.randn(37, dtype=dt)
    print(torch.rsub(a, b, alpha=0.3).tolist())
    print(torch.rsub(a, 1.7, alpha=0.3).tolist())
