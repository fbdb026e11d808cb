import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.linspace(-1, 1, 20).reshape(20, 1)
y = 3 * x - 0.5
model = nn.Linear(1, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
loss_fn = nn.MSELoss()
for epoch in range(50):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    if epoch % 10 == 9:
        print(epoch, "%.10f" % loss.item())
print(model.weight.tolist(), model.bias.tolist())
print(model.weight.item(), model.bias.item())
