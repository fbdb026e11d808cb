import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.cat([torch.linspace(-4, 4, 13), torch.randn(20) * 3, torch.tensor([0.25, -0.75, 100.0, -100.0])]) + 0.01
torch.set_printoptions(precision=8)
for m in [nn.SELU(), nn.CELU(), nn.CELU(0.5), nn.Hardswish(), nn.Hardsigmoid(), nn.Threshold(0.1, 20.0), nn.Tanhshrink(), nn.Softshrink(), nn.Hardshrink(0.7), nn.Softmin(dim=0), nn.RReLU().eval(), nn.GLU()]:
    xr = x[:36].clone().requires_grad_(True)
    y = m(xr)
    print(m, y.grad_fn.name())
    print(y)
print(F.selu(x.double())[:5], F.celu(x.double(), 2.0)[:5], F.logsigmoid(x.double())[:5])
y = x.clone(); F.hardswish(y, inplace=True); print(y[:6])
for f in [lambda: F.glu(torch.ones(3)), lambda: F.glu(torch.ones(2, 5), 1), lambda: nn.Softmax2d()(torch.ones(2, 2)), lambda: F.softshrink(x, -1.5)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(nn.Softmax2d()(torch.arange(8.).reshape(2, 2, 2)))
print(nn.Threshold(0.5, -1.0, inplace=True), nn.SELU(inplace=True), nn.CELU(2.0, True), nn.RReLU(0.1, 0.2, True))
print(nn.LogSigmoid()(torch.linspace(-5, 5, 11)), F.logsigmoid(torch.tensor([-100.0, 100.0])))
