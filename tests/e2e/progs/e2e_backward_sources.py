# Training view e2e (tests/e2e/run.mjs): a hand-written update loop, no
# optimizer: two backward() sources, one loss curve each (loss_a, loss_b).
import torch

torch.manual_seed(0)
w_a = torch.randn(3, requires_grad=True)
w_b = torch.randn(3, requires_grad=True)
x = torch.randn(8, 3)
for i in range(3):
    loss_a = (x @ w_a).pow(2).mean()
    loss_a.backward()
    loss_b = (x @ w_b - 1).pow(2).mean()
    loss_b.backward()
    with torch.no_grad():
        w_a -= 0.1 * w_a.grad
        w_b -= 0.1 * w_b.grad
        w_a.grad.zero_()
        w_b.grad.zero_()
    print(i, round(loss_a.item(), 4), round(loss_b.item(), 4))
