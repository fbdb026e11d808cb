import torch
# custom training with manual parameter update patterns: p.data -=, p.grad.data, optimizer-free
torch.manual_seed(0)
W = torch.randn(2, 2, requires_grad=True)
x = torch.tensor([[1., 0.], [0., 1.], [1., 1.]])
t = torch.tensor([[1., 1.], [0., 0.], [2., 0.]])
for it in range(3):
    out = x @ W
    loss = ((out - t) ** 2).sum()
    loss.backward()
    W.data -= 0.05 * W.grad.data
    print(it, round(loss.item(), 4), W.grad)
    W.grad.data.zero_()
print(W, W.is_leaf, W.requires_grad)
W2 = W.detach().clone()
W2.sub_(W2)
print(W2, W)
