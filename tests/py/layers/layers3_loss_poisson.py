import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(4)
x = torch.randn(3, 4, requires_grad=True)
t = torch.tensor([[2., 0., 3., 1.], [4., 3., 6., 2.], [2., 1., 5., 0.]])
print(t)
for kw in [{}, {"full": True}, {"log_input": False}, {"log_input": False, "full": True, "eps": 1e-4}, {"reduction": "none"}, {"reduction": "sum"}]:
    m = nn.PoissonNLLLoss(**kw)
    inp = x if kw.get("log_input", True) else x.abs() + 0.1
    out = m(inp, t)
    print(m, out)
    out.sum().backward()
    print(x.grad)
    x.grad = None
try:
    F.poisson_nll_loss(x, t, reduction="avg")
except Exception as e:
    print(type(e).__name__, e)
