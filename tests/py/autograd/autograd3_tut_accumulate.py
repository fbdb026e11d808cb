import torch
w = torch.tensor([1.0, -1.0], requires_grad=True)
for i in range(3):
    loss = (w * (i + 1)).sum()
    loss.backward()
    print(i, w.grad)
w.grad.zero_()
print(w.grad)
w.grad = None
print(w.grad)
(w ** 2).sum().backward()
print(w.grad)
# gradient accumulation over micro-batches
torch.manual_seed(0)
data = torch.randn(4, 2)
w2 = torch.zeros(2, requires_grad=True)
for chunk in data.split(2):
    l = (chunk @ w2 - 1).pow(2).mean() / 2
    l.backward()
print(w2.grad)
full = torch.zeros(2, requires_grad=True)
((data @ full - 1).pow(2).mean()).backward()
print(full.grad)
