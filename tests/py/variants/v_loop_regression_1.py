import torch, torch.nn as nn
torch.manual_seed(0)
X = torch.linspace(-1, 1, 20).unsqueeze(1)
Y = 3 * X + 0.5 + 0.1 * torch.randn(20, 1)
model = nn.Linear(1, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
loss_fn = nn.MSELoss()
for epoch in range(10):
    opt.zero_grad()
    loss = loss_fn(model(X), Y)
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        print(f"epoch {epoch}: loss {loss.item():.4f} w {model.weight.item():.4f} b {model.bias.item():.4f}")
print(model.state_dict())
