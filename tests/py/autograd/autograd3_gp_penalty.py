import torch
torch.manual_seed(0)
D = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
real = torch.randn(5, 4); fake = torch.randn(5, 4)
alpha = torch.rand(5, 1)
inter = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
out = D(inter)
grads = torch.autograd.grad(outputs=out, inputs=inter, grad_outputs=torch.ones_like(out), create_graph=True, retain_graph=True)[0]
gp = ((grads.norm(2, dim=1) - 1) ** 2).mean() if hasattr(grads, 'norm') else None
print(grads.shape, grads.requires_grad)
pen = ((grads.pow(2).sum(1).sqrt() - 1) ** 2).mean()
pen.backward()
for p in D.parameters():
    print(p.grad.shape, p.grad.abs().sum() > 0)
