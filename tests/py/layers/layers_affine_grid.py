# F.affine_grid (4-D sizes): grid values for align_corners True/False, gradient to theta, grad_fn
# name, and the errors of bad calls (PyTorch 2.6).
import torch
import torch.nn.functional as F


def attempt(label, fn, *args, **kwargs):
    try:
        out = fn(*args, **kwargs)
        print(label, "ok", tuple(out.shape))
    except Exception as e:
        print(label, type(e).__name__, e)


theta = torch.tensor([[[0.9, -0.2, 0.1], [0.3, 1.1, -0.05]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]],
                     requires_grad=True)
for ac in (False, True):
    g = F.affine_grid(theta, [2, 3, 3, 4], align_corners=ac)
    print(ac, type(g.grad_fn).__name__, tuple(g.shape))
    print(g[0].tolist())
    print(g[1, :, :, 0].tolist())
    (g * torch.arange(g.numel(), dtype=torch.float32).reshape(g.shape)).sum().backward()
    print(theta.grad.tolist())
    theta.grad = None
print(F.affine_grid(theta, torch.Size([2, 1, 1, 5]), align_corners=False)[0].tolist())
print(F.affine_grid(theta.detach().double(), (2, 1, 2, 1), align_corners=True).dtype)
torch.manual_seed(0)
t = torch.randn(3, 2, 3)
g = F.affine_grid(t, (3, 1, 7, 5), align_corners=False)
print(g.sum().item(), g[2, 6, 4].tolist(), g.is_contiguous())
attempt("int", F.affine_grid, torch.zeros(1, 2, 3, dtype=torch.long), (1, 1, 2, 2), align_corners=False)
attempt("shape", F.affine_grid, torch.zeros(1, 3, 3), (1, 1, 2, 2), align_corners=False)
attempt("dims", F.affine_grid, torch.zeros(1, 2, 3), (1, 2, 2), align_corners=False)
attempt("zero", F.affine_grid, torch.zeros(1, 2, 3), (1, 1, 0, 2), align_corners=False)
attempt("batch", F.affine_grid, torch.zeros(2, 2, 3), (1, 1, 2, 2), align_corners=False)
g = F.affine_grid(theta.detach()[:1], (1, 1, 2, 3))
print(g[0, 1].tolist())
t3 = torch.tensor([[[0.9, 0.1, -0.2, 0.05], [0.0, 1.1, 0.3, -0.1], [0.2, -0.1, 0.8, 0.0]]], requires_grad=True)
g3 = F.affine_grid(t3, (1, 2, 2, 3, 2), align_corners=False)
print(type(g3.grad_fn).__name__, tuple(g3.shape), g3[0, 1, 2].tolist())
g3.pow(2).sum().backward()
print(t3.grad.tolist())
attempt("shape3", F.affine_grid, torch.zeros(1, 2, 3), (1, 1, 2, 2, 2), align_corners=False)
