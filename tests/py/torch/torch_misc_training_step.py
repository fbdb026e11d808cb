import torch
torch.manual_seed(0)
X = torch.randn(8, 3)
true_w = torch.tensor([1., -2., 0.5])
y = X @ true_w + 0.1
w = torch.zeros(3, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
for epoch in range(5):
    pred = X @ w + b
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
        b -= 0.1 * b.grad
        w.grad.zero_()
        b.grad.zero_()
    print(epoch, f"{loss.item():.4f}")
print(w, b)
