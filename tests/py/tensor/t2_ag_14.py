import torch
# zero_grad patterns & manual SGD step
torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
xs = torch.tensor([[1., 2., 3.], [0., 1., 0.], [2., 0., 1.]])
ys = torch.tensor([1., 0., 2.])
for step in range(4):
    pred = xs @ w + b
    loss = ((pred - ys) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
        b -= 0.1 * b.grad
    print(step, f"{loss.item():.4f}", w.grad, b.grad)
    w.grad.zero_()
    b.grad = None
print(w, b)
