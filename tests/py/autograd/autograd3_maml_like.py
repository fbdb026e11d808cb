import torch
torch.manual_seed(2)
w = torch.randn(3, 1, requires_grad=True)
x = torch.randn(5, 3); y = torch.randn(5, 1)
loss = ((x @ w - y) ** 2).mean()
gw, = torch.autograd.grad(loss, w, create_graph=True)
w2 = w - 0.1 * gw
meta = ((x @ w2 - y) ** 2).mean()
meta.backward()
print(round(meta.item(), 5))
print(w.grad)
