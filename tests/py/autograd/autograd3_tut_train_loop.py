import torch
torch.manual_seed(0)
X = torch.randn(16, 3)
true_w = torch.tensor([[2.0], [-1.0], [0.5]])
Y = X @ true_w + 0.3
w = torch.zeros(3, 1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
lr = 0.1
for epoch in range(30):
    pred = X @ w + b
    loss = ((pred - Y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
    w.grad.zero_()
    b.grad.zero_()
    if epoch % 10 == 9:
        print(epoch, round(loss.item(), 4))
print(w.detach().squeeze(), b)
with torch.no_grad():
    print((X[:2] @ w + b).requires_grad)
print(w.is_leaf, w.grad)
