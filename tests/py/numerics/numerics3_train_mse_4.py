import torch
import torch.nn.functional as F
torch.manual_seed(63)
x = torch.randn(64, 5); w_true = torch.randn(5, 2)
y = x @ w_true + 0.1 * torch.randn(64, 2)
model = torch.nn.Sequential(torch.nn.Linear(5, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
opt = torch.optim.RMSprop(model.parameters(), lr=0.01)
for step in range(20):
    opt.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    if step % 4 == 3:
        print(step, repr(loss.item()))
print(model[2].weight.tolist())
print(model[0].bias.tolist()[:6])
