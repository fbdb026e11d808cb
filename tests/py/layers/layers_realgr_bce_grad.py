# binary_cross_entropy's gradient in closed form: finite at x == 0 and x == 1 (sigmoid saturating in a VAE/GAN),
# with weight, every reduction, and the target's gradient.
import torch, torch.nn.functional as F
x = torch.tensor([0.0, 0.3, 1.0, 0.9999999, 0.5], requires_grad=True)
y = torch.tensor([1.0, 0.0, 1.0, 0.0, 0.25], requires_grad=True)
w = torch.tensor([1., 2., 3., 4., 5.])
for red in ['mean', 'sum', 'none']:
    for ww in [None, w]:
        l = F.binary_cross_entropy(x, y, weight=ww, reduction=red)
        print(red, l, l.grad_fn.name())
        gx, gy = torch.autograd.grad(l.sum(), (x, y))
        print(gx, gy)
z = torch.tensor([30., -30., 0.], requires_grad=True)
l = torch.nn.BCELoss()(torch.sigmoid(z), torch.tensor([1., 0., 1.]))
l.backward()
print(l, z.grad)
x2 = torch.tensor([0.2, 0.7], dtype=torch.float64, requires_grad=True)
l = F.binary_cross_entropy(x2, torch.tensor([0., 1.], dtype=torch.float64))
g, = torch.autograd.grad(l, x2, create_graph=True)
print(g.detach(), g.requires_grad)
